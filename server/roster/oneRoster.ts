import { ADDRESS_FILE, type RosterMode, type RosterProblem } from '../../resources/students/rosterImport';
import type { ReportProgress } from '../progressAnswer';
import { coordinateOf, csvLines, openZip, readingProgress, RosterFileError, type RosterFile, type ZipFiles } from './rosterFiles';
import { RosterProblems, RosterScratch, SCHOOL_RANK } from './rosterScratch';

/**
 * A OneRoster CSV zip (1EdTech OneRoster 1.2, CSV binding 1.2.1; 1.1's files too) read into students.
 *
 * - `manifest.csv` says which files are in it and whether each is `bulk` (the whole roster) or
 *   `delta` (changes; a line whose `status` is `tobedeleted` is gone from the SIS) or `absent`.
 * - Students are users with the role `student`: in 1.2 a line of `roles.csv` (at a school org; a
 *   primary role first), in 1.1 the `role` and `orgSourcedIds` columns of `users.csv`; failing both,
 *   their student enrollment's school in `enrollments.csv`.
 * - Their guardians are the users their `agentSourcedIds` name whose role is parent, guardian or
 *   relative; their birth date comes from `demographics.csv` when it is there.
 * - OneRoster carries no home address: a companion `addresses.csv` (sourcedId, address, lat, lng)
 *   beside the OneRoster files gives it.
 */
const AGENT_ROLES: Record<string, string> = { parent: 'guardian', guardian: 'guardian', relative: 'other' };
const SUPPORTED_VERSIONS = ['1.1', '1.2'];
const DELETED = 'tobedeleted';

type Problem = (found: RosterProblem) => void;

async function readManifest(zip: ZipFiles, problem: Problem): Promise<Map<string, string>> {
  if (!zip.has('manifest.csv')) throw new RosterFileError('The zip has no manifest.csv: it is not a OneRoster CSV file.');
  const manifest = new Map<string, string>();
  for await (const { values } of csvLines(await zip.open('manifest.csv'), 'manifest.csv', problem)) manifest.set(values.propertyName, values.value);
  const version = manifest.get('oneroster.version');
  if (!version || !SUPPORTED_VERSIONS.includes(version)) {
    throw new RosterFileError(`manifest.csv says oneroster.version ${version ? `"${version}"` : 'nothing'}; OneRoster ${SUPPORTED_VERSIONS.join(' and ')} files are taken.`);
  }
  return manifest;
}

/** Whether a file named by the manifest is bulk, delta or absent; one it says is there must be in the zip. */
function fileMode(zip: ZipFiles, manifest: Map<string, string>, file: string): RosterMode | 'absent' {
  const mode = manifest.get(`file.${file.replace(/\.csv$/, '')}`) ?? (zip.has(file) ? 'bulk' : 'absent');
  if (mode !== 'bulk' && mode !== 'delta' && mode !== 'absent') throw new RosterFileError(`manifest.csv says file.${file.replace(/\.csv$/, '')} is "${mode}": bulk, delta or absent.`);
  if (mode !== 'absent' && !zip.has(file)) throw new RosterFileError(`manifest.csv lists ${file} as ${mode}, but the zip has no ${file}.`);
  return mode;
}

/** A list cell of OneRoster ("a,b,c"), as its items. */
const listOf = (text: string | undefined) => (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** The school of each student in roles.csv (1.2), a primary role before a secondary one, and each guardian's role. */
async function readRoles(zip: ZipFiles, problem: Problem, scratch: RosterScratch): Promise<void> {
  for await (const { values } of csvLines(await zip.open('roles.csv'), 'roles.csv', problem)) {
    if (values.status === DELETED) continue;
    if (values.role === 'student') scratch.school(values.userSourcedId, values.orgSourcedId, values.roleType === 'primary' ? SCHOOL_RANK.primaryRole : SCHOOL_RANK.otherRole);
    else if (AGENT_ROLES[values.role]) scratch.agentRoles.set(values.userSourcedId, values.role);
  }
}

/** Each student's school by their first enrollment in a class (a fallback where neither roles nor users name it). */
async function readEnrollments(zip: ZipFiles, problem: Problem, scratch: RosterScratch): Promise<void> {
  for await (const { values } of csvLines(await zip.open('enrollments.csv'), 'enrollments.csv', problem)) {
    if (values.status !== DELETED && values.role === 'student') scratch.school(values.userSourcedId, values.schoolSourcedId, SCHOOL_RANK.enrollment);
  }
}

async function readKeyed(zip: ZipFiles, file: string, problem: Problem, keep: (values: Record<string, string>, line: number) => void): Promise<void> {
  for await (const { values, line } of csvLines(await zip.open(file), file, problem)) keep(values, line);
}

/** The companion address file: each student's address and point kept, or a problem with its line. */
function addressOf(problem: Problem, scratch: RosterScratch) {
  return (values: Record<string, string>, line: number): void => {
    const lat = coordinateOf(values.lat ?? '', 90);
    const lng = coordinateOf(values.lng ?? '', 180);
    for (const [field, value] of [['lat', lat], ['lng', lng]] as const) {
      if (typeof value === 'string') {
        problem({ file: ADDRESS_FILE, line, field, message: `${field} ${value}.`, sourcedId: values.sourcedId });
        return;
      }
    }
    scratch.address(values.sourcedId, { address: values.address || null, lat: lat as number | null, lng: lng as number | null });
  };
}

/** The files a OneRoster roster is read from (any others of the zip, classes or courses, are not). */
const READ_FILES = ['manifest.csv', 'orgs.csv', 'roles.csv', 'enrollments.csv', 'demographics.csv', ADDRESS_FILE, 'users.csv'];

/** Reads the OneRoster zip at `file`, its bytes read reported as they go; a file that is not one is refused whole (RosterFileError). */
export async function readOneRoster(file: string, report?: ReportProgress): Promise<RosterFile> {
  const reading = readingProgress(report);
  const zip = await openZip(file, reading.onBytes);
  reading.expect(zip.size(READ_FILES));
  const scratch = new RosterScratch();
  try {
    const problems = new RosterProblems();
    const problem: Problem = (found) => problems.add(found);
    const manifest = await readManifest(zip, problem);
    const usersMode = fileMode(zip, manifest, 'users.csv');
    if (usersMode === 'absent') throw new RosterFileError('manifest.csv says users.csv is absent: a roster without users has no students.');
    const has = (name: string) => fileMode(zip, manifest, name) !== 'absent';

    const orgs = new Map<string, string>();
    if (has('orgs.csv')) {
      for await (const { values } of csvLines(await zip.open('orgs.csv'), 'orgs.csv', problem)) if (values.status !== DELETED) orgs.set(values.sourcedId, values.name);
    }
    if (has('roles.csv')) await readRoles(zip, problem, scratch);
    if (has('enrollments.csv')) await readEnrollments(zip, problem, scratch);
    scratch.birthDatesRead = has('demographics.csv');
    if (scratch.birthDatesRead) await readKeyed(zip, 'demographics.csv', problem, (values) => scratch.birthDates.set(values.sourcedId, values.birthDate || null));
    if (zip.has(ADDRESS_FILE)) await readKeyed(zip, ADDRESS_FILE, problem, addressOf(problem, scratch));

    for await (const { values, line } of csvLines(await zip.open('users.csv'), 'users.csv', problem)) {
      const school = scratch.schoolOf(values.sourcedId);
      const role = values.role ?? (school !== undefined ? 'student' : scratch.agentRoles.get(values.sourcedId));
      if (role && AGENT_ROLES[role]) {
        scratch.agent(values.sourcedId, {
          name: [values.givenName, values.familyName].filter(Boolean).join(' '), relationship: AGENT_ROLES[role],
          phone: values.phone || values.sms || null, email: values.email || null,
        });
      }
      if (role !== 'student') continue;
      // Guardians are users too, anywhere in the file: named once every user has been read. A student
      // whose line names none keeps the guardians they have.
      scratch.student({
        file: 'users.csv', line, sourcedId: values.sourcedId, studentNumber: values.identifier ?? '', firstName: values.preferredGivenName || values.givenName,
        lastName: values.preferredFamilyName || values.familyName, orgSourcedId: school ?? listOf(values.orgSourcedIds)[0] ?? '', grade: listOf(values.grades)[0] ?? '',
        dropped: values.status === DELETED,
      }, listOf(values.agentSourcedIds));
    }
    return { format: 'oneroster', mode: usersMode, orgs, problems, scratch };
  } catch (error) {
    scratch.close();
    throw error;
  } finally {
    zip.close();
  }
}
