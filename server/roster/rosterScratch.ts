import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { MAX_LISTED_ITEMS, type RosterItemKind, type RosterProblem } from '../../resources/students/rosterImport';
import type { RosterGuardian, RosterStudent } from './rosterFiles';

/** Students handed on this many at a time: one page of the comparison, one look-up of the district's. */
export const PAGE = 500;

const SCHEMA = `
  create table school (user_id text primary key, org text not null, rank integer not null);
  create table agent_role (key text primary key, value text not null);
  create table birth_date (key text primary key, value text);
  create table address (user_id text primary key, address text, lat real, lng real);
  create table agent (user_id text primary key, guardian text not null);
  create table student (seq integer primary key, sourced_id text, student text not null, agent_ids text);
  create table seen (key text primary key, value integer not null);
  create table number_taken (key text primary key, value integer not null);
  create table decision (seq integer primary key, kind text not null, body text not null);
  create index decision_kind on decision (kind, seq);
`;

interface StudentRow {
  seq: number;
  student: string;
  agentIds: string | null;
  birthDateFound: string | null;
  birthDate: string | null;
  addressFound: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
}

/** A table of one value a key (`key`, `value`): `set` keeps the newest, `get` reads it or gives undefined. */
interface KeyedValues<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

function keyedValues<T>(db: SQLite.Database, table: string): KeyedValues<T> {
  const write = db.prepare(`insert or replace into ${table} (key, value) values (?, ?)`);
  const read = db.prepare(`select value from ${table} where key = ?`).pluck();
  return { get: (key) => read.get(key) as T | undefined, set: (key, value) => void write.run(key, value) };
}

/** Rows of a table read in the order of their `seq`, a page at a time: `read(after)` gives the page after `after`. */
function* pagesOf<Row extends { seq: number }>(read: (after: number) => Row[]): Generator<Row[]> {
  for (let after = 0; ;) {
    const rows = read(after);
    if (!rows.length) return;
    after = rows.at(-1)!.seq;
    yield rows;
  }
}

/** The rank of where a student's school was read from: a primary role before a secondary one, before an enrollment. */
export const SCHOOL_RANK = { primaryRole: 0, otherRole: 1, enrollment: 2 } as const;

/**
 * The lines a roster refuses: all of them counted, the first MAX_LISTED_ITEMS kept to show, and
 * whether any could not be read at all (a line without a student's SIS id).
 */
export class RosterProblems {
  listed: RosterProblem[] = [];
  count = 0;
  unreadLines = false;

  add(problem: RosterProblem): void {
    this.count += 1;
    if (this.listed.length < MAX_LISTED_ITEMS) this.listed.push(problem);
    if (!problem.sourcedId) this.unreadLines = true;
  }

  copy(): RosterProblems {
    return Object.assign(new RosterProblems(), { listed: [...this.listed], count: this.count, unreadLines: this.unreadLines });
  }
}

/**
 * Where a roster is held while it is read, compared and applied: a SQLite file of its own in a
 * folder of its own, gone on `close`. The lines of a file of any size go there as they are read, the
 * facts of the other files (schools, guardians, birth dates, addresses) are joined to its students
 * there, and the comparison's decisions wait there for the application: the process's memory holds
 * a page of students at a time, never the roster (docs/sections.md "Roster imports").
 */
export class RosterScratch {
  private readonly folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-roster-scratch-'));
  private readonly db = new SQLite(path.join(this.folder, 'roster.sqlite'));
  private readonly statements;
  studentCount = 0;
  /** The role of each user a student's guardians may be (parent, guardian, relative), from roles.csv. */
  readonly agentRoles: KeyedValues<string>;
  /** Each student's birth date (or null) from demographics.csv. */
  readonly birthDates: KeyedValues<string | null>;
  /** The line each SIS id of the file was last seen on, as it is compared. */
  readonly seen: KeyedValues<number>;
  /** The line that took each student number of the file, as it is compared. */
  readonly numbersTaken: KeyedValues<number>;
  /** Whether the roster has a birth-date file: a student it leaves out has none. */
  birthDatesRead = false;

  constructor() {
    // Nothing here outlives the request: no journal, no waiting for the disk.
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec(SCHEMA);
    this.db.exec('begin');
    const prepare = (text: string) => this.db.prepare(text);
    this.agentRoles = keyedValues(this.db, 'agent_role');
    this.birthDates = keyedValues(this.db, 'birth_date');
    this.seen = keyedValues(this.db, 'seen');
    this.numbersTaken = keyedValues(this.db, 'number_taken');
    this.statements = {
      school: prepare('insert into school values (?, ?, ?) on conflict (user_id) do update set org = excluded.org, rank = excluded.rank where excluded.rank < school.rank'),
      hasSchool: prepare('select org from school where user_id = ?').pluck(),

      address: prepare('insert or replace into address values (?, ?, ?, ?)'),

      agent: prepare('insert or replace into agent values (?, ?)'),
      agentOf: prepare('select guardian from agent where user_id = ?').pluck(),
      student: prepare('insert into student (sourced_id, student, agent_ids) values (?, ?, ?)'),
      // A student's birth date and address are joined from their files as the page is read.
      students: prepare(`select student.seq, student.student, student.agent_ids as agentIds, birth_date.key as birthDateFound, birth_date.value as birthDate,
        address.user_id as addressFound, address.address, address.lat, address.lng
        from student left join birth_date on birth_date.key = student.sourced_id left join address on address.user_id = student.sourced_id
        where student.seq > ? order by student.seq limit ?`),
      decision: prepare('insert into decision (kind, body) values (?, ?)'),
      decisions: prepare('select seq, body from decision where kind = ? and seq > ? order by seq limit ?'),
    };
  }

  /** The school a student's role or enrollment names, kept where no better-ranked one is. */
  school(userId: string, org: string, rank: number): void {
    this.statements.school.run(userId, org, rank);
  }

  schoolOf(userId: string): string | undefined {
    return this.statements.hasSchool.get(userId) as string | undefined;
  }

  address(userId: string, address: NonNullable<RosterStudent['address']>): void {
    this.statements.address.run(userId, address.address, address.lat, address.lng);
  }

  agent(userId: string, guardian: RosterGuardian): void {
    this.statements.agent.run(userId, JSON.stringify(guardian));
  }

  /** A student line, in the file's order; `agentIds` the guardians it names, read once every user has been. */
  student(student: RosterStudent, agentIds?: string[]): void {
    this.statements.student.run(student.sourcedId, JSON.stringify(student), agentIds?.length ? JSON.stringify(agentIds) : null);
    this.studentCount += 1;
  }

  /**
   * The students in the file's order, PAGE at a time: a student naming guardians has those the file
   * has as users, and their birth date (when the file has birth dates: null without one) and address
   * from those files.
   */
  *students(): Generator<RosterStudent[]> {
    for (const rows of pagesOf((after) => this.statements.students.all(after, PAGE) as StudentRow[])) {
      yield rows.map((row) => {
        const student = JSON.parse(row.student) as RosterStudent;
        if (this.birthDatesRead) student.birthDate = row.birthDateFound === null ? null : row.birthDate;
        if (row.addressFound !== null) student.address = { address: row.address, lat: row.lat, lng: row.lng };
        if (row.agentIds) {
          student.guardians = (JSON.parse(row.agentIds) as string[]).flatMap((id) => {
            const guardian = this.statements.agentOf.get(id) as string | undefined;
            return guardian ? [JSON.parse(guardian) as RosterGuardian] : [];
          });
        }
        return student;
      });
    }
  }

  /** Forgets what an earlier comparison noted, for a new one. */
  startComparing(): void {
    this.db.exec('delete from seen; delete from number_taken; delete from decision;');
  }

  decide(kind: RosterItemKind, body: unknown): void {
    this.statements.decision.run(kind, JSON.stringify(body));
  }

  /** The decisions of a kind, in the order they were made, PAGE at a time. */
  *decisions<T>(kind: RosterItemKind): Generator<T[]> {
    for (const rows of pagesOf((after) => this.statements.decisions.all(kind, after, PAGE) as { seq: number; body: string }[])) yield rows.map((row) => JSON.parse(row.body) as T);
  }

  close(): void {
    if (this.db.open) {
      this.db.exec('commit');
      this.db.close();
    }
    fs.rmSync(this.folder, { recursive: true, force: true });
  }
}
