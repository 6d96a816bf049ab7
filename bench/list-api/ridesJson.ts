import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { rides } from '../../resources/rides';
import { toRecord, type Row } from '../../server/resources/recordCodec';
import { SQLITE_FILE } from './databases';

const ROWS_PER_WRITE = 10_000;

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A stored ride as the rides list API sends it to the admin portal. */
function apiRecord(row: Row): Row {
  return toRecord(rides, Object.fromEntries(Object.entries(row).map(([column, value]) => [camelCase(column), value])), 'admin');
}

/** V8's longest string (2^29 - 24 characters): json-server 0.17 reads its whole file into one. */
const MAX_JSON_SERVER_FILE_BYTES = 2 ** 29 - 24;

/**
 * The rides of the cached database as a json-server file (`{"rides": [...]}`), kept in the cache
 * folder beside the database it came from: all of them, or the first ones that json-server can
 * still read when all of them would not fit in one string.
 */
export function ridesJson(cachedDir: string): { file: string; rows: number; total: number } {
  const sqlite = new SQLite(path.join(cachedDir, SQLITE_FILE), { readonly: true });
  try {
    const { total } = sqlite.prepare('select count(*) as total from rides').get() as { total: number };
    const all = exportedRides(sqlite, cachedDir, total);
    const bytes = fs.statSync(all).size;
    if (bytes <= MAX_JSON_SERVER_FILE_BYTES) return { file: all, rows: total, total };
    // Rides are of about one length: a tenth off the proportion leaves room for the longer ones.
    const rows = Math.floor(total * (MAX_JSON_SERVER_FILE_BYTES / bytes) * 0.9);
    return { file: exportedRides(sqlite, cachedDir, rows), rows, total };
  } finally {
    sqlite.close();
  }
}

function exportedRides(sqlite: SQLite.Database, cachedDir: string, rows: number): string {
  const file = path.join(cachedDir, `rides-${rows}.json`);
  if (!fs.existsSync(file)) writeRides(sqlite, rows, file);
  return file;
}

/** Written in slices, as a million rides approach the longest string there is. */
function writeRides(sqlite: SQLite.Database, rows: number, file: string): void {
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w');
  try {
    fs.writeSync(fd, '{"rides":[\n');
    let slice: string[] = [];
    let first = true;
    const flush = () => {
      if (slice.length) fs.writeSync(fd, `${first ? '' : ',\n'}${slice.join(',\n')}`);
      first &&= slice.length === 0;
      slice = [];
    };
    for (const row of sqlite.prepare('select * from rides order by id limit ?').iterate(rows)) {
      slice.push(JSON.stringify(apiRecord(row as Row)));
      if (slice.length === ROWS_PER_WRITE) flush();
    }
    flush();
    fs.writeSync(fd, '\n]}\n');
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
}
