import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

type Request = { id: number; version: number; status: string; requestedByName: string | null; decidedByName: string | null; vendorId?: number | null; campusId: number | null };

/**
 * Change requests (DOMAIN.md): route-group changes asked for with ROUTE_GROUP_CHANGE_EDIT and decided
 * with ROUTE_GROUP_APPROVE_EDIT; student changes asked for and decided with STUDENT_EDIT, each
 * applied on approval; a user with only STUDENT_CHANGE_REQUEST_SELF_REQUEST_VIEW sees their own.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `route-group and student change requests on ${kind}`, () => {
    let server: TestServer;
    let district: ApiClient;
    let school: ApiClient;
    let support: ApiClient;
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
      school = await signedIn(server.urlOf('enterprise'), 'school@example.com');
      support = await signedIn(server.urlOf('admin'), 'support@example.com');
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;
    const groupOf = (districtId: number) => db().selectFrom('routeGroups').selectAll().where('districtId', '=', districtId).orderBy('id', 'desc').executeTakeFirstOrThrow();

    it('asks for a route-group change, and applies it to the group when approved', async () => {
      const group = await groupOf(1);
      const body = { routeGroupId: group.id, districtId: 1, kind: 'schedule_change', description: 'Run through the summer session', proposedChanges: { effectiveTo: '2027-08-15', daysOfWeek: ['MO', 'WE'] } };
      expect(await district.post('/api/route-group-change-requests', { ...body, proposedChanges: { status: 'approved' } })).toMatchObject({ status: 400, body: { message: 'proposedChanges may change name, daysOfWeek, effectiveFrom, effectiveTo; not status.' } });
      expect(await district.post('/api/route-group-change-requests', { ...body, proposedChanges: { effectiveTo: 'soon' } })).toMatchObject({ status: 400, body: { message: 'proposedChanges.effectiveTo must be a date (YYYY-MM-DD)' } });
      const foreign = await groupOf(2);
      expect(await district.post('/api/route-group-change-requests', { ...body, routeGroupId: foreign.id })).toMatchObject({ status: 400, body: { code: 'INVALID_REFERENCE' } });

      const created = await district.post<Request>('/api/route-group-change-requests', body);
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ status: 'requested', requestedByName: 'Diane Castillo', vendorId: group.vendorId, campusId: group.campusId });
      expect((await support.post(`/api/route-group-change-requests/${created.body.id}/approve`, { version: created.body.version })).status).toBe(403);
      const approved = await district.post<Request>(`/api/route-group-change-requests/${created.body.id}/approve`, { version: created.body.version });
      expect(approved.body).toMatchObject({ status: 'approved', decidedByName: 'Diane Castillo' });
      const changed = await db().selectFrom('routeGroups').select(['effectiveTo', 'daysOfWeek', 'version']).where('id', '=', group.id).executeTakeFirstOrThrow();
      expect(changed).toEqual({ effectiveTo: '2027-08-15', daysOfWeek: '["MO","WE"]', version: group.version + 1 });
      expect(await district.post(`/api/route-group-change-requests/${created.body.id}/reject`, { version: approved.body.version })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    });

    it('rejects without touching the group, refuses codes that do not decide, and hides other districts', async () => {
      const waiting = await db().selectFrom('routeGroupChangeRequests').selectAll().where('districtId', '=', 1).where('status', '=', 'requested').orderBy('id').executeTakeFirstOrThrow();
      const before = await db().selectFrom('routeGroups').selectAll().where('id', '=', waiting.routeGroupId).executeTakeFirstOrThrow();
      expect((await support.get('/api/route-group-change-requests')).status).toBe(403);
      const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      expect((await vendor.post(`/api/route-group-change-requests/${waiting.id}/approve`, { version: waiting.version })).status).toBe(403);
      const rejected = await district.post<Request>(`/api/route-group-change-requests/${waiting.id}/reject`, { version: waiting.version });
      expect(rejected.body.status).toBe('rejected');
      expect(await db().selectFrom('routeGroups').selectAll().where('id', '=', waiting.routeGroupId).executeTakeFirstOrThrow()).toEqual(before);

      const foreign = await db().selectFrom('routeGroupChangeRequests').select(['id', 'version']).where('districtId', '=', 2).where('status', '=', 'requested').executeTakeFirstOrThrow();
      expect((await district.post(`/api/route-group-change-requests/${foreign.id}/approve`, { version: foreign.version })).status).toBe(404);
      expect((await district.get(`/api/route-group-change-requests/${foreign.id}`)).status).toBe(404);
    });

    it('applies an approved student change to the student, and checks the payload its kind needs', async () => {
      const student = await db().selectFrom('students').selectAll().where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      const body = { studentId: student.id, districtId: 1, kind: 'address_change', effectiveDate: '2026-12-01', payload: { address: '42 Harbor Way, Sacramento, CA 95814' } };
      expect(await district.post('/api/student-change-requests', { ...body, payload: { wheelchair: true } })).toMatchObject({ status: 400, body: { message: 'The payload of address_change takes address, lat, lng; not wheelchair.' } });
      expect(await district.post('/api/student-change-requests', { ...body, payload: {} })).toMatchObject({ status: 400 });
      expect((await school.post('/api/student-change-requests', body)).status).toBe(403);

      const created = await district.post<Request>('/api/student-change-requests', body);
      expect(created.body).toMatchObject({ status: 'requested', campusId: student.campusId, requestedByName: 'Diane Castillo' });
      expect((await school.post(`/api/student-change-requests/${created.body.id}/approve`, { version: created.body.version })).status).toBe(403);
      const approved = await district.post<Request>(`/api/student-change-requests/${created.body.id}/approve`, { version: created.body.version });
      expect(approved.body.status).toBe('approved');
      const changed = await db().selectFrom('students').select(['address', 'version']).where('id', '=', student.id).executeTakeFirstOrThrow();
      expect(changed).toEqual({ address: '42 Harbor Way, Sacramento, CA 95814', version: student.version + 1 });

      const stop = await district.post<Request>('/api/student-change-requests', { ...body, kind: 'stop_service', payload: { reason: 'Moved out of the district' } });
      await district.post(`/api/student-change-requests/${stop.body.id}/approve`, { version: stop.body.version });
      expect((await db().selectFrom('students').select('status').where('id', '=', student.id).executeTakeFirstOrThrow()).status).toBe('inactive');
    });

    it('shows a user with only the self-request code their own requests, and nobody else\'s', async () => {
      const own = await db().selectFrom('studentChangeRequests').select('id').where('requestedByUserId', '=', 6).execute();
      expect(own.length).toBeGreaterThan(0);
      const listed = await school.get<Request[]>('/api/student-change-requests?range=[0,499]');
      expect(listed.status).toBe(200);
      expect(listed.body.map((row) => row.id).sort((a, b) => a - b)).toEqual(own.map((row) => row.id).sort((a, b) => a - b));
      expect(listed.headers.get('content-range')).toBe(`student-change-requests 0-${own.length - 1}/${own.length}`);

      const others = await db().selectFrom('studentChangeRequests').select(['id', 'campusId']).where('districtId', '=', 1).where('requestedByUserId', '<>', 6).execute();
      const sameCampus = others.find((row) => row.campusId === 1) ?? others[0];
      expect((await school.get(`/api/student-change-requests/${sameCampus.id}`)).status).toBe(404);
      const many = await school.get<Request[]>(`/api/student-change-requests?filter=${encodeURIComponent(JSON.stringify({ id: others.map((row) => row.id) }))}`);
      expect(many.body).toEqual([]);

      const all = await district.get<Request[]>('/api/student-change-requests?range=[0,499]');
      const stored = await db().selectFrom('studentChangeRequests').select('id').where('districtId', '=', 1).execute();
      expect(all.body).toHaveLength(stored.length);
    });
  });
}
