import type { Kysely } from 'kysely';
import { GUARDIAN_RELATIONSHIPS } from '../../resources/students';
import {
  MAX_LISTED_ITEMS, type RosterFieldChange, type RosterItemKind, type RosterOrg, type RosterOutcome, type RosterPlanItem, type RosterProblem, type RosterStep,
} from '../../resources/students/rosterImport';
import type { Database, StudentsTable } from '../db/schema';
import type { ReportProgress } from '../progressAnswer';
import type { Where } from '../resources/tenantScope';
import { isoDate, type RosterFile, type RosterGuardian, type RosterStudent } from './rosterFiles';
import { PAGE, type RosterScratch } from './rosterScratch';

/** A student as stored, with what an import compares and sets. */
type Stored = Pick<StudentsTable, 'studentNumber' | 'firstName' | 'lastName' | 'campusId' | 'grade' | 'birthDate' | 'address' | 'lat' | 'lng' | 'guardians' | 'status' | 'sourcedId' | 'locationLookedUpAt'>
  & { id: number; version: number; locationVerified: number };

/** The columns an import writes for a student. */
export type StudentColumns = Partial<Omit<Stored, 'id' | 'version'>>;

/** A new student the application adds. */
export type RosterAdd = StudentColumns & { sourcedId: string };
/** A student the application changes: the fields it sets, and the version it read. */
export interface RosterUpdate {
  id: number;
  version: number;
  set: StudentColumns;
  fields: string[];
}
/** A student the application makes inactive. */
export interface RosterDrop {
  id: number;
  version: number;
}

/** What a comparison found, and its decisions waiting in the roster's scratch store for the application (RosterScratch.decisions). */
export interface RosterPlan {
  outcome: RosterOutcome;
  scratch: RosterScratch;
}

/** Where the import reads and writes: a district, the students of it the importer may edit, its campuses and grades. */
export interface RosterTarget {
  districtId: number;
  editable: Where;
  campusNames: Map<number, string>;
  grades: string[];
  /** The campus each school of the district's files is, as chosen. */
  orgCampuses: Map<string, number>;
}

const GUARDIAN_CHOICES: readonly string[] = GUARDIAN_RELATIONSHIPS;
const MAX = { sourcedId: 255, studentNumber: 30, name: 80, address: 300, guardianName: 120, phone: 40, email: 254 };

/** OneRoster's grade codes (CEDS) as the district's grades name them: KG is K, 01 is 1. */
function gradeIn(grades: string[], code: string): string | undefined {
  const wanted = code.trim().toUpperCase();
  const candidates = [wanted, wanted === 'KG' ? 'K' : wanted, wanted.replace(/^0+(?=\d)/, '')];
  return grades.find((grade) => candidates.includes(grade.toUpperCase()));
}

const tooLong = (value: string | null | undefined, most: number) => (value ?? '').length > most;

/** What is wrong with one student line, field by field, or nothing. */
function lineProblem(student: RosterStudent, target: RosterTarget): Omit<RosterProblem, 'file' | 'line' | 'sourcedId'> | undefined {
  if (!student.sourcedId || tooLong(student.sourcedId, MAX.sourcedId)) return { field: 'sourcedId', message: `sourcedId must be 1 to ${MAX.sourcedId} characters.` };
  if (student.dropped) return undefined;
  if (!student.studentNumber || tooLong(student.studentNumber, MAX.studentNumber)) return { field: 'identifier', message: `The student number (identifier) must be 1 to ${MAX.studentNumber} characters.` };
  for (const [field, value] of [['givenName', student.firstName], ['familyName', student.lastName]] as const) {
    if (!value || tooLong(value, MAX.name)) return { field, message: `${field} must be 1 to ${MAX.name} characters.` };
  }
  if (!student.orgSourcedId) return { field: 'school', message: 'The student has no school.' };
  if (!target.orgCampuses.has(student.orgSourcedId)) return { field: 'school', message: `The school "${student.orgSourcedId}" is not matched to a campus yet.` };
  if (!gradeIn(target.grades, student.grade)) return { field: 'grades', message: `The grade "${student.grade}" is not one of the district's grades (${target.grades.join(', ')}).` };
  if (student.birthDate && !isoDate(student.birthDate)) return { field: 'birthDate', message: `The birth date "${student.birthDate}" is not a date (YYYY-MM-DD).` };
  if (tooLong(student.address?.address, MAX.address)) return { field: 'address', message: `The address is longer than ${MAX.address} characters.` };
  for (const guardian of student.guardians ?? []) {
    if (!guardian.name || tooLong(guardian.name, MAX.guardianName)) return { field: 'guardian', message: `A guardian's name must be 1 to ${MAX.guardianName} characters.` };
    if (tooLong(guardian.phone, MAX.phone)) return { field: 'guardian', message: `${guardian.name}'s phone is longer than ${MAX.phone} characters.` };
    if (guardian.email && (tooLong(guardian.email, MAX.email) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(guardian.email))) return { field: 'guardian', message: `${guardian.name}'s email "${guardian.email}" is not an email address.` };
  }
  return undefined;
}

type StoredGuardian = Record<string, unknown> & { name?: string };

/** The file's guardians, keeping what a person added to one of the same name (their language, whether they may pick up, a second phone). */
function guardiansJson(stored: string | undefined, guardians: RosterGuardian[]): string {
  const before = (stored ? JSON.parse(stored) : []) as StoredGuardian[];
  return JSON.stringify(guardians.slice(0, 10).map((guardian) => {
    const same = before.find((kept) => kept.name?.trim().toLowerCase() === guardian.name.trim().toLowerCase());
    const relationship = guardian.relationship && GUARDIAN_CHOICES.includes(guardian.relationship) ? guardian.relationship : (same?.relationship ?? 'other');
    return {
      name: guardian.name, relationship, phone: guardian.phone, otherPhone: same?.otherPhone ?? null, email: guardian.email,
      language: same?.language ?? null, mayPickUp: same?.mayPickUp ?? null,
    };
  }));
}

/** The columns a valid line sets (what the file says nothing of left out). */
function columnsOf(student: RosterStudent, target: RosterTarget, stored: Stored | undefined): StudentColumns {
  const columns: StudentColumns = {
    sourcedId: student.sourcedId, studentNumber: student.studentNumber, firstName: student.firstName, lastName: student.lastName,
    campusId: target.orgCampuses.get(student.orgSourcedId)!, grade: gradeIn(target.grades, student.grade)!, status: 'active',
  };
  if (student.birthDate !== undefined) columns.birthDate = student.birthDate;
  if (student.address) {
    const moved = student.address.address !== (stored?.address ?? null);
    // A point a person placed stays while the address stays; a new address is located afresh.
    if (moved || !stored?.locationVerified) Object.assign(columns, { address: student.address.address, lat: student.address.lat, lng: student.address.lng });
    if (moved && stored?.locationVerified) columns.locationVerified = 0;
    // A new address without a point is looked up afresh (locateStudents.ts).
    if (moved && stored?.locationLookedUpAt) columns.locationLookedUpAt = null;
  }
  if (student.guardians) columns.guardians = guardiansJson(stored?.guardians, student.guardians);
  return columns;
}

const CHANGE_NAMES: Record<string, string> = { campusId: 'campus' };
/** Columns an import sets that are not the student's facts: not shown as changes. */
const BOOKKEEPING = ['locationVerified', 'locationLookedUpAt'];

/** A changed value as a person reads it: a campus by its name, guardians by theirs. */
function shown(field: string, value: unknown, target: RosterTarget): unknown {
  if (field === 'campusId') return target.campusNames.get(value as number) ?? value;
  if (field === 'guardians') return (JSON.parse((value as string) ?? '[]') as StoredGuardian[]).map((guardian) => guardian.name).join(', ');
  return value ?? null;
}

function changesOf(stored: Stored, columns: StudentColumns, target: RosterTarget): { fields: string[]; changes: RosterFieldChange[] } {
  const fields = (Object.keys(columns) as (keyof StudentColumns)[]).filter((field) => (stored[field] ?? null) !== (columns[field] ?? null));
  const changes = fields.filter((field) => !BOOKKEEPING.includes(field)).map((field) => ({ field: CHANGE_NAMES[field] ?? field, from: shown(field, stored[field], target), to: shown(field, columns[field], target) }));
  return { fields, changes };
}

/** The campus whose name is the school's (letter case and spacing aside), to offer when matching them. */
function campusNamed(target: RosterTarget, name: string): number | null {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return [...target.campusNames].find(([, campus]) => campus.trim().replace(/\s+/g, ' ').toLowerCase() === wanted)?.[0] ?? null;
}

const nameOf = (student: { firstName?: string; lastName?: string }) => `${student.firstName ?? ''} ${student.lastName ?? ''}`.trim();

const STORED_COLUMNS = ['id', 'version', 'sourcedId', 'studentNumber', 'firstName', 'lastName', 'campusId', 'grade', 'birthDate', 'address', 'lat', 'lng', 'locationVerified', 'locationLookedUpAt', 'guardians', 'status'] as const;

/** The district's students a page of the file may be: by its SIS ids and its student numbers; and which of them the importer may edit. */
async function storedMatching(db: Kysely<Database>, target: RosterTarget, page: RosterStudent[]) {
  const sourcedIds = [...new Set(page.map((student) => student.sourcedId).filter(Boolean))];
  const numbers = [...new Set(page.map((student) => student.studentNumber).filter(Boolean))];
  const rows: Stored[] = sourcedIds.length || numbers.length
    ? await db.selectFrom('students').select(STORED_COLUMNS).where('districtId', '=', target.districtId)
      .where((eb) => eb.or([...(sourcedIds.length ? [eb('sourcedId', 'in', sourcedIds)] : []), ...(numbers.length ? [eb('studentNumber', 'in', numbers)] : [])])).execute()
    : [];
  const editable = rows.length
    ? await db.selectFrom('students').select('students.id').where('id', 'in', rows.map((row) => row.id)).where(target.editable as never).execute()
    : [];
  return {
    bySourcedId: new Map(rows.filter((row) => row.sourcedId).map((row) => [row.sourcedId!, row])),
    byNumber: new Map(rows.map((row) => [row.studentNumber, row])),
    editable: new Set(editable.map((row) => row.id)),
  };
}

/** The district's students from the SIS whom the importer may edit and who are active, a page at a time: those a whole-roster file may drop. */
async function* droppable(db: Kysely<Database>, target: RosterTarget): AsyncGenerator<Pick<Stored, 'id' | 'version' | 'sourcedId' | 'firstName' | 'lastName'>[]> {
  for (let after = 0; ;) {
    const rows = await db.selectFrom('students').select(['id', 'version', 'sourcedId', 'firstName', 'lastName']).where('districtId', '=', target.districtId)
      .where('sourcedId', 'is not', null).where('status', '=', 'active').where('id', '>', after).where(target.editable as never).orderBy('id').limit(PAGE).execute();
    if (!rows.length) return;
    after = rows.at(-1)!.id;
    yield rows;
  }
}

/**
 * What the file would do to the district's students, nothing written: each student matched by their
 * SIS id (`sourcedId`), else by their student number where that student has no SIS id yet; added,
 * changed field by field, or (in a bulk file, or by `tobedeleted`) dropped, which makes them inactive
 * and never deletes them. A student the importer may not edit, or one whose number another student
 * holds, is a rejected line; so is every line a rule refuses. In a bulk file whose lines could not all
 * be read, no one is dropped: a student on a broken line is not gone from the SIS. The file is
 * compared a page at a time, the district's students looked up for each page; the decisions wait in
 * the roster's scratch store, and the outcome counts them and lists the first of each kind.
 */
export async function planRoster(db: Kysely<Database>, file: RosterFile, target: RosterTarget, report?: ReportProgress): Promise<RosterPlan> {
  const { scratch } = file;
  scratch.startComparing();
  const rejected = file.problems.copy();
  const items: Record<RosterItemKind, RosterPlanItem[]> = { add: [], change: [], drop: [] };
  const counts = { students: scratch.studentCount, added: 0, changed: 0, unchanged: 0, dropped: 0, rejected: 0 };
  const COUNTED = { add: 'added', change: 'changed', drop: 'dropped' } as const;
  const decide = (kind: RosterItemKind, decision: RosterAdd | RosterUpdate | RosterDrop, item: RosterPlanItem) => {
    scratch.decide(kind, decision);
    counts[COUNTED[kind]] += 1;
    if (items[kind].length < MAX_LISTED_ITEMS) items[kind].push(item);
  };
  const orgStudents = new Map<string, number>();
  let compared = 0;

  for (const page of scratch.students()) {
    const { bySourcedId, byNumber, editable } = await storedMatching(db, target, page);
    for (const student of page) {
      await report?.({ step: 'checking' satisfies RosterStep, done: compared, total: scratch.studentCount });
      compared += 1;
      const reject = (problem: Omit<RosterProblem, 'file' | 'line' | 'sourcedId'>) => rejected.add({ file: student.file, line: student.line, sourcedId: student.sourcedId, ...problem });
      if (student.orgSourcedId) orgStudents.set(student.orgSourcedId, (orgStudents.get(student.orgSourcedId) ?? 0) + 1);
      const problem = lineProblem(student, target);
      if (problem) {
        reject(problem);
        if (student.sourcedId) scratch.seen.set(student.sourcedId, student.line);
        continue;
      }
      const seenOn = scratch.seen.get(student.sourcedId);
      if (seenOn !== undefined) {
        reject({ field: 'sourcedId', message: `The same sourcedId as line ${seenOn}.` });
        continue;
      }
      scratch.seen.set(student.sourcedId, student.line);
      const byNumberMatch = byNumber.get(student.studentNumber);
      const stored = bySourcedId.get(student.sourcedId) ?? (byNumberMatch && !byNumberMatch.sourcedId ? byNumberMatch : undefined);
      if (stored && !editable.has(stored.id)) {
        reject({ message: 'The student is at a campus you cannot edit.' });
        continue;
      }
      if (student.dropped) {
        if (stored?.status === 'active') decide('drop', { id: stored.id, version: stored.version }, { kind: 'drop', sourcedId: student.sourcedId, studentId: stored.id, name: nameOf(stored) });
        else counts.unchanged += 1;
        continue;
      }
      const holder = byNumberMatch && byNumberMatch !== stored ? byNumberMatch : undefined;
      const fileHolder = scratch.numbersTaken.get(student.studentNumber);
      if (holder || fileHolder !== undefined) {
        reject({ field: 'identifier', message: fileHolder !== undefined ? `The same student number as line ${fileHolder}.` : `The student number ${student.studentNumber} belongs to another student (${nameOf(holder!)}).` });
        continue;
      }
      scratch.numbersTaken.set(student.studentNumber, student.line);
      const columns = columnsOf(student, target, stored);
      if (!stored) {
        decide('add', { ...columns, sourcedId: student.sourcedId }, { kind: 'add', sourcedId: student.sourcedId, name: nameOf(student) });
        continue;
      }
      const { fields, changes } = changesOf(stored, columns, target);
      if (!fields.length) {
        counts.unchanged += 1;
        continue;
      }
      const set = Object.fromEntries(fields.map((field) => [field, columns[field as keyof StudentColumns]]));
      decide('change', { id: stored.id, version: stored.version, set, fields }, { kind: 'change', sourcedId: student.sourcedId, studentId: stored.id, name: nameOf(student), changes });
    }
  }
  await report?.({ step: 'checking' satisfies RosterStep, done: compared, total: scratch.studentCount });

  const withheld = file.mode === 'bulk' && file.problems.unreadLines;
  if (file.mode === 'bulk' && !withheld) {
    for await (const rows of droppable(db, target)) {
      for (const row of rows) {
        if (scratch.seen.get(row.sourcedId!) === undefined) decide('drop', { id: row.id, version: row.version }, { kind: 'drop', sourcedId: row.sourcedId!, studentId: row.id, name: nameOf(row) });
      }
    }
  }
  counts.rejected = rejected.count;
  const orgs: RosterOrg[] = [...new Set([...file.orgs.keys(), ...orgStudents.keys()])].map((sourcedId) => ({
    sourcedId, name: file.orgs.get(sourcedId) ?? sourcedId, students: orgStudents.get(sourcedId) ?? 0, campusId: target.orgCampuses.get(sourcedId) ?? null,
    suggestedCampusId: campusNamed(target, file.orgs.get(sourcedId) ?? sourcedId),
  })).filter((org) => org.students > 0);
  return {
    outcome: { format: file.format, mode: file.mode, counts, orgs, items, rejected: rejected.listed, ...(withheld ? { dropsWithheld: true } : {}) },
    scratch,
  };
}
