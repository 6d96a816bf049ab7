import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRosterFile } from '../../server/roster/readRoster';
import { RosterFileError, type RosterFile } from '../../server/roster/rosterFiles';
import { PAGE } from '../../server/roster/rosterScratch';
import { csvFile, DEMOGRAPHICS, oneRosterZip, ROLES, USERS_1_2 } from '../helpers/oneRosterFiles';

const STUDENTS = 2 * PAGE + 201;

/** Runs `work`, and gives the scratch folders made meanwhile (other tests' aside). */
async function foldersMadeBy(work: () => Promise<void>): Promise<string[]> {
  const mkdtemp = jest.spyOn(fs, 'mkdtempSync');
  try {
    await work();
    return mkdtemp.mock.results.map((result) => result.value as string).filter((made) => path.basename(made).startsWith('console-roster-scratch-'));
  } finally {
    mkdtemp.mockRestore();
  }
}

/**
 * A roster is held in its own scratch store while it is read, compared and applied (server/roster/
 * rosterScratch.ts): its students come back a page at a time in the file's order, joined with the
 * facts of the other files, and nothing of it is left behind once it is closed or refused.
 */
describe('a roster held in its scratch store', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roster-scratch-test-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  async function writeZip(name: string, files: Record<string, string>): Promise<string> {
    const file = path.join(folder, name);
    fs.writeFileSync(file, await oneRosterZip(files));
    return file;
  }

  it('hands the students back a page at a time in the file\'s order, with their guardians, birth dates and addresses', async () => {
    const users = Array.from({ length: STUDENTS }, (_, index) => [
      { sourcedId: `stu-${index}`, givenName: `Pupil${index}`, familyName: 'Reyes', identifier: `N-${index}`, grades: '03', agentSourcedIds: index % 2 ? `par-${index}` : '' },
      ...(index % 2 ? [{ sourcedId: `par-${index}`, givenName: 'Lucia', familyName: 'Reyes', phone: '555-0101' }] : []),
    ]).flat();
    const roles = users.map((user, index) => ({ sourcedId: `r-${index}`, userSourcedId: user.sourcedId, roleType: 'primary', role: user.sourcedId.startsWith('stu') ? 'student' : 'parent', orgSourcedId: 'sch-1' }));
    const file = await writeZip('pages.zip', {
      'users.csv': csvFile(USERS_1_2, users),
      'roles.csv': csvFile(ROLES, roles),
      'demographics.csv': csvFile(DEMOGRAPHICS, [{ sourcedId: 'stu-7', birthDate: '2017-04-02' }]),
      'addresses.csv': csvFile(['sourcedId', 'address', 'lat', 'lng'], [{ sourcedId: 'stu-1100', address: '4 Elm Ct', lat: '38.5', lng: '-121.4' }]),
    });
    let roster!: RosterFile;
    const made = await foldersMadeBy(async () => {
      roster = await readRosterFile(file, 'oneroster', 'pages.zip');
    });
    expect(made).toHaveLength(1);
    expect(fs.existsSync(made[0])).toBe(true);
    const pages = [...roster.scratch.students()];
    expect(pages.map((page) => page.length)).toEqual([PAGE, PAGE, 201]);
    const students = pages.flat();
    expect(students.map((student) => student.sourcedId)).toEqual(Array.from({ length: STUDENTS }, (_, index) => `stu-${index}`));
    expect(roster.scratch.studentCount).toBe(STUDENTS);
    expect([students[7].birthDate, students[8].birthDate]).toEqual(['2017-04-02', null]);
    expect([students[1100].address, students[1099].address]).toEqual([{ address: '4 Elm Ct', lat: 38.5, lng: -121.4 }, undefined]);
    expect([students[1].guardians, students[2].guardians]).toEqual([[{ name: 'Lucia Reyes', relationship: 'guardian', phone: '555-0101', email: null }], undefined]);
    roster.scratch.close();
    expect(fs.existsSync(made[0])).toBe(false);
  });

  it('leaves nothing behind when a file is refused part way through', async () => {
    const file = await writeZip('broken.zip', {
      'users.csv': `${USERS_1_2.join(',')}\r\nstu-1,"unclosed,,,\r\n`,
      'roles.csv': csvFile(ROLES, [{ sourcedId: 'r-1', userSourcedId: 'stu-1', roleType: 'primary', role: 'student', orgSourcedId: 'sch-1' }]),
    });
    const made = await foldersMadeBy(() => expect(readRosterFile(file, 'oneroster', 'broken.zip')).rejects.toThrow(RosterFileError));
    expect(made).toHaveLength(1);
    expect(fs.existsSync(made[0])).toBe(false);
  });
});
