import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { withCachedStatements } from '../../server/db/statementCache';

/**
 * The statement and answer cache Kysely reads SQLite through: a read is run again exactly when the
 * database may have changed, by this process or another one, and never otherwise.
 */
describe('SQLite statements and answers kept until the database changes', () => {
  let dir: string;
  let sqlite: SQLite.Database;
  let db: SqliteDatabase;
  let runs: number;

  const read = (sql: string, parameters: unknown[] = []) => db.prepare(sql).all(parameters) as Record<string, unknown>[];
  const write = (sql: string, parameters: unknown[] = []) => db.prepare(sql).run(parameters);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-cache-'));
    sqlite = new SQLite(path.join(dir, 'test.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec("create table rides (id integer primary key, status text, photo blob); insert into rides (status) values ('completed'), ('late');");
    runs = 0;
    // Counts how often SQLite really runs a read: the function is called once per row it returns.
    sqlite.function('counted', { deterministic: false }, (value: unknown) => {
      runs += 1;
      return value;
    });
    db = withCachedStatements(sqlite);
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same read again without running it, with rows the caller may change', () => {
    const first = read('select id, counted(status) as status from rides where status = ?', ['late']);
    first[0].status = 'changed by the caller';
    const second = read('select id, counted(status) as status from rides where status = ?', ['late']);
    expect(second).toEqual([{ id: 2, status: 'late' }]);
    expect(runs).toBe(1);
    read('select id, counted(status) as status from rides where status = ?', ['completed']);
    expect(runs).toBe(2);
  });

  it('runs reads again after a write of this process, and after a rollback', () => {
    read('select counted(status) as status from rides');
    write("update rides set status = 'cancelled' where id = 1");
    expect(read('select counted(status) as status from rides').map((row) => row.status)).toEqual(['cancelled', 'late']);
    write('begin');
    write("update rides set status = 'held' where id = 2");
    expect(read('select counted(status) as status from rides').map((row) => row.status)).toEqual(['cancelled', 'held']);
    write('rollback');
    expect(read('select counted(status) as status from rides').map((row) => row.status)).toEqual(['cancelled', 'late']);
  });

  it('runs reads again after another process commits to the same file', () => {
    read('select counted(status) as status from rides');
    const other = new SQLite(path.join(dir, 'test.sqlite'));
    other.prepare("update rides set status = 'early' where id = 2").run();
    other.close();
    expect(read('select counted(status) as status from rides').map((row) => row.status)).toEqual(['completed', 'early']);
    expect(runs).toBe(4);
  });

  it('never keeps what a write returns, nor blobs', () => {
    const inserted = () => db.prepare("insert into rides (status) values ('new') returning id").all([]);
    expect(inserted()).toEqual([{ id: 3 }]);
    expect(inserted()).toEqual([{ id: 4 }]);
    write('update rides set photo = ? where id = 1', [Buffer.from([1, 2, 3])]);
    const photo = () => read('select counted(id) as id, photo from rides where id = 1');
    photo();
    photo();
    expect(runs).toBe(2);
  });

  it('gives a streamed statement still being read a fresh one', () => {
    const streaming = db.prepare('select id from rides').iterate([]);
    streaming.next();
    expect(read('select id from rides')).toEqual([{ id: 1 }, { id: 2 }]);
    streaming.return?.();
  });
});
