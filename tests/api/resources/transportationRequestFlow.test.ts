import { DISTRICT_STAFF, flowSuite } from '../../helpers/flowSuite';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';

jest.setTimeout(120_000);

type Request = { id: number; status: string; version: number; districtId: number; routeId: number | null; decisionNote: string | null; reviewedAt: string | null; scheduledAt: string | null };

const NEW_REQUEST = {
  studentName: 'Maya Lopez', campusId: 1, requestType: 'new_enrollment', address: '1450 Cedar Ave, Sacramento, CA 95814',
  lat: 38.5901, lng: -121.4801, wheelchair: false, monitorRequired: false, carSeat: true, requestedStartDate: '2026-12-01',
};

/**
 * Transportation requests (DOMAIN.md; menu "Requests"): filed and decided with
 * TRANSPORTATION_REGISTRATION_EDIT, scheduled onto a run of the request's campus with
 * TRANSPORTATION_REGISTRATION_BUS_LOOKUP_VIEW; scoped to the district and the user's campuses.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the transportation request flow on ${kind}, by permission code and tenant`, () => {
    const staff = flowSuite(kind, DISTRICT_STAFF);
    const runOf = (campusId: number) => staff.db().selectFrom('routes').select('id').where('campusId', '=', campusId).orderBy('id').executeTakeFirstOrThrow();
    const count = async () => Number((await staff.db().selectFrom('transportationRequests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('is filed by a school, approved by the district and scheduled on a run of its campus, each step once by its code', async () => {
      const filed = await staff.school.post<Request>('/api/transportation-requests', NEW_REQUEST);
      expect(filed.status).toBe(200);
      expect(filed.body).toMatchObject({ status: 'submitted', districtId: 1, version: 1 });
      const path = `/api/transportation-requests/${filed.body.id}`;

      expect((await staff.school.post(`${path}/schedule`, { version: 1, routeId: (await runOf(1)).id })).status).toBe(403);
      expect(await staff.district.post(`${path}/schedule`, { version: 1, routeId: (await runOf(1)).id })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      expect(await staff.district.post(`${path}/approve`, { version: 7 })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      const approved = await staff.district.post<Request>(`${path}/approve`, { version: 1, decisionNote: 'Eligible: over two miles.' });
      expect(approved.body).toMatchObject({ status: 'approved', decisionNote: 'Eligible: over two miles.', version: 2 });
      expect(approved.body.reviewedAt).not.toBeNull();
      expect(await staff.district.post(`${path}/decline`, { version: 2, decisionNote: 'Too late' })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });

      const foreignRun = await staff.db().selectFrom('routes').select('id').where('districtId', '=', 2).executeTakeFirstOrThrow();
      expect(await staff.district.post(`${path}/schedule`, { version: 2, routeId: foreignRun.id })).toMatchObject({ status: 400, body: { message: 'routeId refers to a record that does not exist.' } });
      const elsewhere = await runOf(2);
      expect(await staff.district.post(`${path}/schedule`, { version: 2, routeId: elsewhere.id })).toMatchObject({ status: 400, body: { code: 'RUN_NOT_SERVING_CAMPUS' } });
      expect((await staff.district.get<Request>(path)).body).toMatchObject({ status: 'approved', routeId: null, version: 2 });
      expect(await staff.district.post(`${path}/schedule`, { version: 2 })).toMatchObject({ status: 400, body: { message: 'routeId is required' } });

      const run = await runOf(1);
      const scheduled = await staff.district.post<Request>(`${path}/schedule`, { version: 2, routeId: run.id });
      expect(scheduled.body).toMatchObject({ status: 'scheduled', routeId: run.id, version: 3 });
      const stored = await staff.db().selectFrom('transportationRequests').selectAll().where('id', '=', filed.body.id).executeTakeFirstOrThrow();
      expect([stored.reviewedByUserId, stored.scheduledByUserId]).toEqual([5, 5]);
    });

    it('declines only with a note saying why', async () => {
      const request = await staff.db().selectFrom('transportationRequests').select(['id', 'version']).where('districtId', '=', 1).where('status', '=', 'submitted').orderBy('id').executeTakeFirstOrThrow();
      const path = `/api/transportation-requests/${request.id}/decline`;
      expect(await staff.district.post(path, { version: request.version })).toMatchObject({ status: 400, body: { message: 'decisionNote is required' } });
      expect((await staff.district.post<Request>(path, { version: request.version, decisionNote: 'Inside the walk zone.' })).body).toMatchObject({ status: 'declined', decisionNote: 'Inside the walk zone.' });
    });

    it("answers another district's requests, and a school's other campuses', as ones that do not exist", async () => {
      const foreign = await staff.db().selectFrom('transportationRequests').select(['id', 'version']).where('districtId', '=', 2).where('status', '=', 'submitted').executeTakeFirstOrThrow();
      expect((await staff.district.post(`/api/transportation-requests/${foreign.id}/approve`, { version: foreign.version })).status).toBe(404);
      expect((await staff.district.get(`/api/transportation-requests/${foreign.id}`)).status).toBe(404);
      const otherCampus = await staff.db().selectFrom('transportationRequests').select('id').where('districtId', '=', 1).where('campusId', '<>', 1).executeTakeFirstOrThrow();
      expect((await staff.school.get(`/api/transportation-requests/${otherCampus.id}`)).status).toBe(404);
      expect((await staff.district.get(`/api/transportation-requests/${otherCampus.id}`)).status).toBe(200);
      expect((await staff.db().selectFrom('transportationRequests').select('status').where('id', '=', foreign.id).executeTakeFirstOrThrow()).status).toBe('submitted');
    });

    it('refuses a request for a campus, program or student out of reach, writing nothing', async () => {
      const before = await count();
      expect(await staff.school.post('/api/transportation-requests', { ...NEW_REQUEST, campusId: 2 })).toMatchObject({ status: 400, body: { message: 'campusId refers to a record that does not exist.' } });
      expect(await staff.district.post('/api/transportation-requests', { ...NEW_REQUEST, districtId: 2 })).toMatchObject({ status: 400, body: { message: 'districtId refers to a record that does not exist.' } });
      const student = await staff.db().selectFrom('students').select('id').where('campusId', '=', 2).executeTakeFirstOrThrow();
      expect(await staff.school.post('/api/transportation-requests', { ...NEW_REQUEST, studentId: student.id })).toMatchObject({ status: 400, body: { message: 'studentId refers to a record that does not exist.' } });
      const program = await staff.db().selectFrom('campusPrograms').select('id').where('campusId', '=', 3).executeTakeFirstOrThrow();
      expect(await staff.district.post('/api/transportation-requests', { ...NEW_REQUEST, programId: program.id })).toMatchObject({ status: 400, body: { code: 'PROGRAM_NOT_AT_CAMPUS' } });
      expect(await staff.district.post('/api/transportation-requests', { ...NEW_REQUEST, requestedStartDate: '2026-13-40' })).toMatchObject({ status: 400, body: { message: 'requestedStartDate must be a date (YYYY-MM-DD)' } });
      expect(await count()).toBe(before);
    });

    it('lets a user with only the view code read requests but neither file nor decide them', async () => {
      // Filed here, not taken from the seed: how many requests a campus has waiting varies with the seeding day.
      const request = (await staff.school.post<Request>('/api/transportation-requests', NEW_REQUEST)).body;
      expect(request).toMatchObject({ status: 'submitted', version: 1 });
      await staff.db().updateTable('memberships').set({ permissions: JSON.stringify(['TRANSPORTATION_REGISTRATION_VIEW']) }).where('userId', '=', 6).execute();
      expect((await staff.school.get(`/api/transportation-requests/${request.id}`)).status).toBe(200);
      expect((await staff.school.post(`/api/transportation-requests/${request.id}/approve`, { version: request.version })).status).toBe(403);
      expect((await staff.school.post('/api/transportation-requests', NEW_REQUEST)).status).toBe(403);
    });
  });
}
