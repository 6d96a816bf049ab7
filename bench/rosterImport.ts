import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import yazl from 'yazl';
import type { RosterImport } from '../resources/students/rosterImport';
import { describePostgresUrl } from '../server/db/connect';
import { withPgClient } from '../server/db/pgClient';
import { GRADES, scaledDemoSize } from '../server/db/seed/operation';
import { signedIn, type ApiClient } from '../tests/helpers/apiClient';
import { withServerProcess } from './list-api/childServer';
import { cachedSqlite, seededPostgres, SQLITE_FILE, workingCopy } from './list-api/databases';
import { positiveWhole } from './settings';

/** The issue's budget: a dry run and an application of 100,000 students, each within a minute. */
const BUDGET_SECONDS = 60;
/** BENCH_STUDENTS=500 makes a smoke run of a few seconds. */
const STUDENTS = positiveWhole('BENCH_STUDENTS', 100_000);
const SCHOOLS = 40;
const DISTRICT_ID = 1;
/** The district is the demo's smallest: the import's students are nearly all new. */
const DEMO_SCALE = 0.1;

const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Gus', 'Hana', 'Ivan', 'Jia', 'Kofi', 'Lena', 'Mateo', 'Nia', 'Omar', 'Priya'];
const LAST = ['Garcia', 'Nguyen', 'Smith', 'Okafor', 'Kim', 'Haddad', 'Rossi', 'Silva', 'Cohen', 'Patel', 'Novak', 'Yilmaz'];
const CEDS_GRADES = ['KG', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

interface Student {
  sourcedId: string;
  identifier: string;
  givenName: string;
  familyName: string;
  grade: string;
  school: string;
}

const studentOf = (index: number): Student => ({
  sourcedId: `stu-${index}`, identifier: `B${String(index).padStart(7, '0')}`, givenName: FIRST[index % FIRST.length], familyName: LAST[(index * 7) % LAST.length],
  grade: CEDS_GRADES[index % CEDS_GRADES.length], school: `sch-${index % SCHOOLS}`,
});

function* lines(header: string, line: (index: number) => string | string[]): Generator<string> {
  yield `${header}\r\n`;
  let chunk = '';
  for (let index = 0; index < STUDENTS; index += 1) {
    chunk += [line(index)].flat().map((text) => `${text}\r\n`).join('');
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/** A OneRoster 1.2 bulk zip of STUDENTS students at SCHOOLS schools, each with a guardian, a birth date and a home address; written as it is made. */
export async function writeRosterZip(file: string): Promise<number> {
  const zip = new yazl.ZipFile();
  const manifest = ['propertyName,value', 'manifest.version,1.0', 'oneroster.version,1.2', 'file.orgs,bulk', 'file.users,bulk', 'file.roles,bulk', 'file.demographics,bulk', 'file.enrollments,absent', 'file.classes,absent'];
  zip.addBuffer(Buffer.from(`${manifest.join('\r\n')}\r\n`), 'manifest.csv');
  const orgs = ['sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId', 'dist-1,,,The District,district,,',
    ...Array.from({ length: SCHOOLS }, (_, school) => `sch-${school},,,School ${school + 1},school,${school + 1},dist-1`)];
  zip.addBuffer(Buffer.from(`${orgs.join('\r\n')}\r\n`), 'orgs.csv');
  const user = (sourcedId: string, givenName: string, familyName: string, identifier: string, phone: string, agents: string, grades: string) =>
    `${sourcedId},,,true,,,${givenName},${familyName},,${identifier},,,${phone},${agents},${grades},,,,,,,,`;
  const users = 'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns';
  zip.addReadStream(Readable.from(lines(users, (index) => {
    const student = studentOf(index);
    return [user(student.sourcedId, student.givenName, student.familyName, student.identifier, '', `par-${index}`, student.grade), user(`par-${index}`, 'Parent', student.familyName, '', `555-${String(index % 10_000).padStart(4, '0')}`, '', '')];
  })), 'users.csv');
  zip.addReadStream(Readable.from(lines('sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId', (index) => [
    `r-${index},,,stu-${index},primary,student,,,${studentOf(index).school},`, `rp-${index},,,par-${index},primary,parent,,,${studentOf(index).school},`,
  ])), 'roles.csv');
  zip.addReadStream(Readable.from(lines('sourcedId,status,dateLastModified,birthDate,sex', (index) => `stu-${index},,,${2008 + (index % 13)}-0${1 + (index % 9)}-1${index % 10},`)), 'demographics.csv');
  zip.addReadStream(Readable.from(lines('sourcedId,address,lat,lng', (index) => `stu-${index},"${index} Main St, Springfield",${(38 + (index % 1000) / 10_000).toFixed(4)},${(-121 - (index % 1000) / 10_000).toFixed(4)}`)), 'addresses.csv');
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(file));
  return fs.statSync(file).size;
}

/** The rows the import adds, as one would insert them by hand: a prepared statement run once per student, in one transaction rolled back afterwards. */
const INSERT_COLUMNS = ['district_id', 'campus_id', 'student_number', 'first_name', 'last_name', 'grade', 'birth_date', 'address', 'lat', 'lng', 'guardians', 'status', 'sourced_id', 'created_at', 'updated_at'];
function rowOf(index: number, campuses: number[]): unknown[] {
  const student = studentOf(index);
  const at = new Date().toISOString();
  return [DISTRICT_ID, campuses[index % SCHOOLS % campuses.length], student.identifier, student.givenName, student.familyName, GRADES[index % GRADES.length], '2012-01-10',
    `${index} Main St, Springfield`, 38, -121, JSON.stringify([{ name: `Parent ${student.familyName}`, relationship: 'guardian', phone: '555-0100' }]), 'active', student.sourcedId, at, at];
}

function sqliteInsertLoop(file: string, campuses: number[]): number {
  const sqlite = new SQLite(file);
  try {
    const insert = sqlite.prepare(`insert into students (${INSERT_COLUMNS.join(', ')}) values (${INSERT_COLUMNS.map(() => '?').join(', ')})`);
    const started = performance.now();
    sqlite.exec('begin');
    for (let index = 0; index < STUDENTS; index += 1) insert.run(...rowOf(index, campuses));
    const seconds = (performance.now() - started) / 1000;
    sqlite.exec('rollback');
    return seconds;
  } finally {
    sqlite.close();
  }
}

async function postgresInsertLoop(url: string, campuses: number[]): Promise<number> {
  return withPgClient(url, async (client: pg.Client) => {
    const text = `insert into students (${INSERT_COLUMNS.join(', ')}) values (${INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})`;
    const started = performance.now();
    await client.query('begin');
    for (let index = 0; index < STUDENTS; index += 1) await client.query({ name: 'insert-student', text, values: rowOf(index, campuses) });
    const seconds = (performance.now() - started) / 1000;
    await client.query('rollback');
    return seconds;
  });
}

/** The peak resident memory of a process since it was last reset (Linux: VmHWM, reset through clear_refs). */
const statusMegabytes = (pid: number, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function expectOk<T>(response: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await response;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

interface Phase {
  seconds: number;
  beforeMb: number;
  peakMb: number;
  counts: string;
}

/** The operator admin, in district 1: the file's schools matched to its campuses, the file dry-run and applied over HTTP. */
async function importOverHttp(url: string, pid: number, zipFile: string, campuses: number[]): Promise<{ dryRun: Phase; apply: Phase }> {
  const admin: ApiClient = await signedIn(url, 'admin@example.com');
  await expectOk(admin.post('/api/account', { accountId: 1 }), 'choosing the account');
  const query = `districtId=${DISTRICT_ID}`;
  const orgs = Array.from({ length: SCHOOLS }, (_, school) => ({ orgSourcedId: `sch-${school}`, orgName: `School ${school + 1}`, campusId: campuses[school % campuses.length] }));
  await expectOk(admin.request('PUT', `/api/roster-org-campuses?${query}`, { orgs }), 'matching the schools');
  const phase = async (work: () => Promise<RosterImport>): Promise<Phase & { id: number }> => {
    resetPeak(pid);
    const beforeMb = statusMegabytes(pid, 'VmRSS');
    const started = performance.now();
    const done = await work();
    const { counts } = done.outcome!;
    return { id: done.id, seconds: (performance.now() - started) / 1000, beforeMb, peakMb: statusMegabytes(pid, 'VmHWM'), counts: `${counts.added.toLocaleString('en-US')} added, ${counts.changed} changed, ${counts.rejected} rejected` };
  };
  const dryRun = await phase(() => expectOk(admin.post<RosterImport>(`/api/roster-imports?fileName=roster.zip&${query}`, new Uint8Array(fs.readFileSync(zipFile)), { 'content-type': 'application/zip' }), 'the dry run'));
  const apply = await phase(() => expectOk(admin.post<RosterImport>(`/api/roster-imports/${dryRun.id}/apply?${query}`), 'applying'));
  return { dryRun, apply };
}

const memory = ({ beforeMb, peakMb }: Phase) => `peak memory ${peakMb.toFixed(0).padStart(5)} MB (${beforeMb.toFixed(0)} MB before)`;
const seconds = (value: number) => `${value.toFixed(1).padStart(6)} s`;
const verdict = (value: number) => `budget ≤ ${BUDGET_SECONDS} s   ${value <= BUDGET_SECONDS ? 'met' : 'MISSED'}`;

function printDatabase(title: string, { dryRun, apply }: { dryRun: Phase; apply: Phase }, loopSeconds: number): void {
  console.log(`\n${title}`);
  console.log(`  dry run (upload, read, compare)   ${seconds(dryRun.seconds)}   ${memory(dryRun)}   ${dryRun.counts}   ${verdict(dryRun.seconds)}`);
  console.log(`  apply (one transaction, audited)  ${seconds(apply.seconds)}   ${memory(apply)}   ${apply.counts}   ${verdict(apply.seconds)}`);
  console.log(`  plain prepared insert loop        ${seconds(loopSeconds)}   (the same ${STUDENTS.toLocaleString('en-US')} students' rows, no checks, no audit, rolled back)`);
}

async function campusesOf(list: () => Promise<{ id: number }[]>): Promise<number[]> {
  const campuses = (await list()).map((row) => row.id);
  if (!campuses.length) throw new Error(`district ${DISTRICT_ID} has no campuses`);
  return campuses;
}

/**
 * A OneRoster 1.2 file of 100,000 students (with a guardian, birth date and address each) imported
 * into the demo's district over HTTP, one console process: the dry run and the application timed
 * and the process's peak memory read for each, on SQLite and, when BENCH_DATABASE_URL names a
 * database the benchmark may own, on PostgreSQL; beside the same rows inserted by a plain prepared
 * statement loop in the same run.
 */
export async function rosterImportBenchmark(): Promise<void> {
  const log = (line: string) => console.log(line);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-roster-'));
  const zipFile = path.join(folder, 'roster.zip');
  const cachedDir = await cachedSqlite(DEMO_SCALE, log);
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  try {
    const bytes = await writeRosterZip(zipFile);
    console.log(`${STUDENTS.toLocaleString('en-US')} students at ${SCHOOLS} schools, each with a guardian, a birth date and a home address: a OneRoster 1.2 zip of ${(bytes / 1024 / 1024).toFixed(1)} MB.`);
    console.log(`Imported into district ${DISTRICT_ID} of the demo at scale ${DEMO_SCALE} over HTTP by one console process (peak memory: that process's resident set).`);

    const copy = workingCopy(cachedDir);
    try {
      const file = path.join(copy.dataDir, SQLITE_FILE);
      const campuses = await campusesOf(async () => {
        const sqlite = new SQLite(file, { readonly: true });
        try {
          return sqlite.prepare('select id from campuses where district_id = ? order by id').all(DISTRICT_ID) as { id: number }[];
        } finally {
          sqlite.close();
        }
      });
      const loop = sqliteInsertLoop(file, campuses);
      const phases = await withServerProcess('consoleProcess.ts', { BENCH_DATA_DIR: copy.dataDir }, (url, pid) => importOverHttp(url, pid, zipFile, campuses));
      printDatabase('SQLite', phases, loop);
    } finally {
      copy.remove();
    }

    if (postgresUrl) {
      await seededPostgres(postgresUrl, scaledDemoSize(DEMO_SCALE), log);
      const url = await freshCopy(postgresUrl);
      try {
        const campuses = await campusesOf(() => withPgClient(url, async (client) => (await client.query('select id from campuses where district_id = $1 order by id', [DISTRICT_ID])).rows));
        const loop = await postgresInsertLoop(url, campuses);
        const phases = await withServerProcess('consoleProcess.ts', { BENCH_DATA_DIR: folder, BENCH_SERVER_DATABASE_URL: url }, (serverUrl, pid) => importOverHttp(serverUrl, pid, zipFile, campuses));
        printDatabase(`PostgreSQL (${describePostgresUrl(url)})`, phases, loop);
      } finally {
        await dropDatabase(url);
      }
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const maintenanceUrlOf = (url: string) => Object.assign(new URL(url), { pathname: '/postgres' }).toString();

/** A throw-away copy of the benchmark's seeded database (PostgreSQL's template copy), so that no run's students reach the next. */
async function freshCopy(url: string): Promise<string> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const copyUrl = Object.assign(new URL(url), { pathname: `/${name}_roster` }).toString();
  await withPgClient(maintenanceUrlOf(url), async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(`${name}_roster`)} with (force)`);
    await client.query(`create database ${client.escapeIdentifier(`${name}_roster`)} template ${client.escapeIdentifier(name)}`);
  });
  return copyUrl;
}

async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await withPgClient(maintenanceUrlOf(url), (client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`));
}
