import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RosterImport, RosterSyncSettings } from '../../../resources/students/rosterImport';
import { dueDistricts, syncDistrict } from '../../../server/roster/rosterSync';
import type { ApiClient } from '../../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../../helpers/flowSuite';
import { describeWhen } from '../../helpers/requirements';
import { grantCodes } from '../../helpers/settingsClients';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(180_000);

const HEADER = 'sourced_id,student_number,first_name,last_name,school,school_name,grade';
type Refusal = { message: string; code: string };

/** A template roster of `count` students at the school `sch-1`. */
const roster = (count: number, first = 1) => [HEADER, ...Array.from({ length: count }, (_, index) => `N-${first + index},NS-${first + index},Kid,Number${first + index},sch-1,North School,4`)].join('\r\n');

/**
 * A district's nightly roster import (issue "Students from the student information system"): its
 * settings, a run from its drop folder recorded in its history whatever comes of it, the safety stop
 * that keeps a broken export from deactivating a district, and when a night's run is due.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `nightly roster imports on ${kind}`, () => {
    let server: TestServer;
    let district: ApiClient;
    let folder: string;
    const dropDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-roster-drops-'));
    beforeAll(async () => {
      server = await startTestServer({ database: kind, env: { ROSTER_DROP_DIR: dropDir } });
      ({ district } = await signInAll(server, { district: DEMO_STAFF.district }));
      const campus = await server.running.database.db.selectFrom('campuses').select('id').where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      await district.request('PUT', '/api/roster-org-campuses', { orgs: [{ orgSourcedId: 'sch-1', orgName: 'North School', campusId: campus.id }] });
    });
    afterAll(async () => {
      await server?.stop();
      fs.rmSync(dropDir, { recursive: true, force: true });
    });

    const db = () => server.running.database.db;
    const run = () => district.post<RosterImport & Refusal>('/api/roster-sync/run');
    const drop = (name: string, text: string, modifiedAt: Date) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, text);
      fs.utimesSync(file, modifiedAt, modifiedAt);
    };
    const active = async () => (await db().selectFrom('students').select('sourcedId').where('districtId', '=', 1).where('status', '=', 'active').where('sourcedId', 'like', 'N-%').execute()).length;

    it('keeps the settings, off by default, with the folder the SIS drop must use', async () => {
      const settings = await district.get<RosterSyncSettings>('/api/roster-sync');
      expect(settings.status).toBe(200);
      expect(settings.body).toMatchObject({ enabled: false, runAt: '02:00', dropLimitPercent: 5 });
      folder = settings.body.folder;
      expect(folder).toBe(path.join(dropDir, 'district-1'));
      const saved = await district.request<RosterSyncSettings>('PUT', '/api/roster-sync', { enabled: true, runAt: '00:00', dropLimitPercent: 20 });
      expect(saved.body).toEqual({ enabled: true, runAt: '00:00', dropLimitPercent: 20, folder });
      for (const body of [{ enabled: true, runAt: '24:00', dropLimitPercent: 20 }, { enabled: true, runAt: '01:00', dropLimitPercent: 120 }, { enabled: 'yes', runAt: '01:00', dropLimitPercent: 5 }]) {
        expect((await district.request('PUT', '/api/roster-sync', body)).status).toBe(400);
      }
      expect((await district.get<RosterSyncSettings>('/api/roster-sync')).body.runAt).toBe('00:00');
    });

    it('leaves the nightly import to those who may edit all of the district\'s students', async () => {
      await grantCodes(db(), DEMO_STAFF.school.email, ['STUDENT_EDIT']);
      const { school } = await signInAll(server, { school: DEMO_STAFF.school });
      for (const response of [await school.get('/api/roster-sync'), await school.request('PUT', '/api/roster-sync', { enabled: false, runAt: '03:00', dropLimitPercent: 5 }), await school.post('/api/roster-sync/run')]) {
        expect(response.status).toBe(403);
      }
      // Their own campuses' imports are theirs to make.
      expect((await school.get('/api/roster-imports')).status).toBe(200);
      expect((await district.get<RosterSyncSettings>('/api/roster-sync')).body.runAt).toBe('00:00');
    });

    it('records a run that finds no file, then applies the newest file of the folder', async () => {
      const nothing = await run();
      expect(nothing.status).toBe(200);
      expect([nothing.body.status, nothing.body.source]).toEqual(['skipped', 'nightly']);
      expect(nothing.body.error).toMatch(/cannot be read|no roster file/);

      fs.mkdirSync(folder, { recursive: true });
      drop('old.csv', roster(3), new Date('2026-11-01T00:00:00Z'));
      drop('tonight.csv', roster(10), new Date());
      const applied = await run();
      expect([applied.body.status, applied.body.fileName, applied.body.error]).toEqual(['applied', 'tonight.csv', null]);
      expect(applied.body.outcome!.counts).toMatchObject({ students: 10, added: 10 });
      expect(await active()).toBe(10);
      const history = await district.get<RosterImport[]>('/api/roster-imports');
      expect(history.body.slice(0, 2).map((item) => [item.source, item.status])).toEqual([['nightly', 'applied'], ['nightly', 'skipped']]);
    });

    it('stops a run that would drop more than the district allows, changing nothing, for a person to apply', async () => {
      drop('broken-export.csv', roster(7), new Date(Date.now() + 1000));
      const stopped = await run();
      expect(stopped.body.status).toBe('stopped');
      expect(stopped.body.error).toBe('The file would drop 3 of the district\'s 10 students from the SIS (30.0%), more than the 20% a night\'s run may: nothing was changed. If the file is right, apply it from here.');
      expect(await active()).toBe(10);
      const applied = await district.post<RosterImport>(`/api/roster-imports/${stopped.body.id}/apply`);
      expect([applied.status, applied.body.status, applied.body.error]).toEqual([200, 'applied', null]);
      expect(await active()).toBe(7);
    });

    it('fails a run whose file is not a roster, saying why', async () => {
      drop('garbage.zip', 'this is not a zip', new Date(Date.now() + 2000));
      const failed = await run();
      expect(failed.body.status).toBe('failed');
      expect(failed.body.error).toMatch(/not a zip archive/);
      fs.rmSync(path.join(folder, 'garbage.zip'));
    });

    it('runs a district once a night, after its time on its own clock, and takes a file only once', async () => {
      const at = (iso: string) => new Date(iso);
      const { timezone } = await db().selectFrom('districts').select('timezone').where('id', '=', 1).executeTakeFirstOrThrow();
      expect(timezone).toBeTruthy();
      await district.request('PUT', '/api/roster-sync', { enabled: true, runAt: '23:59', dropLimitPercent: 20 });
      expect(await dueDistricts(db(), at('2026-12-02T12:00:00Z'))).toEqual([]);
      await district.request('PUT', '/api/roster-sync', { enabled: true, runAt: '00:00', dropLimitPercent: 20 });
      expect(await dueDistricts(db(), new Date())).toEqual([{ districtId: 1, dropLimitPercent: 20 }]);
      // The newest file was taken by the stopped run a person applied: the night's run skips it, and takes the next.
      const taken = await syncDistrict(db(), { districtId: 1, dropDir, dropLimitPercent: 20, userId: null });
      expect([taken.status, taken.error]).toEqual(['skipped', expect.stringMatching(/^No new file: broken-export\.csv was taken on \d{4}-\d{2}-\d{2}\.$/)]);
      drop('night.csv', roster(8), new Date(Date.now() + 3000));
      const night = await syncDistrict(db(), { districtId: 1, dropDir, dropLimitPercent: 20, userId: null });
      expect([night.status, night.fileName]).toEqual(['applied', 'night.csv']);
      expect(await active()).toBe(8);
      expect(await dueDistricts(db(), new Date())).toEqual([]);
      const again = await syncDistrict(db(), { districtId: 1, dropDir, dropLimitPercent: 20, userId: null });
      expect(again.error).toMatch(/^No new file: night\.csv was taken on /);
      const audit = await db().selectFrom('auditLog').select(['actorUserId', 'detail']).where('action', '=', 'roster-import.apply').where('recordId', '=', String(night.id)).executeTakeFirstOrThrow();
      expect([audit.actorUserId, JSON.parse(audit.detail).nightly]).toEqual([null, true]);
      await district.request('PUT', '/api/roster-sync', { enabled: false, runAt: '00:00', dropLimitPercent: 20 });
      expect(await dueDistricts(db(), new Date())).toEqual([]);
    });
  });
}
