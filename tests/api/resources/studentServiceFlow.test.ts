import { DISTRICT_STAFF, flowSuite } from '../../helpers/flowSuite';
import { signedIn } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';

jest.setTimeout(120_000);

type Badge = { id: number; version: number; status: string; campusId: number | null; code: string };
type Notice = { id: number; version: number; status: string; recipientCount: number; sentByName: string | null; sentAt: string | null; campusId: number | null };

/**
 * Student RFID badges (ordered → active → lost with STUDENT_RFID_ORDER_EDIT, exported with
 * REPORT_STUDENT_RFID_EXECUTE) and route notifications to families (drafted and sent with
 * PARENT_ROUTE_NOTIFICATION_SEND), within the district.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `student RFID badges and route notifications on ${kind}`, () => {
    const staff = flowSuite(kind, DISTRICT_STAFF);
    const badgeOf = (studentId: number) => staff.db().selectFrom('students').select('rfidBadge').where('id', '=', studentId).executeTakeFirstOrThrow();

    it("orders a badge, makes it the student's when activated, and takes it off when lost", async () => {
      const student = await staff.db().selectFrom('students').select(['id', 'campusId', 'rfidBadge']).where('districtId', '=', 1).where('rfidBadge', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      expect((await staff.school.post('/api/student-rfid', { studentId: student.id, districtId: 1, code: 'RF0000000001' })).status).toBe(403);
      const ordered = await staff.district.post<Badge>('/api/student-rfid', { studentId: student.id, districtId: 1, code: 'RF0000000001', orderNumber: 'PO-1-TEST' });
      expect(ordered.body).toMatchObject({ status: 'ordered', campusId: student.campusId });
      expect(await staff.district.post('/api/student-rfid', { studentId: student.id, districtId: 1, code: 'RF0000000001' })).toMatchObject({ status: 409, body: { code: 'DUPLICATE' } });

      // The student still carries the badge the seed activated: one active badge at a time.
      const refused = await staff.district.post(`/api/student-rfid/${ordered.body.id}/activate`, { version: ordered.body.version });
      expect(refused).toMatchObject({ status: 409, body: { message: `The student already has badge ${student.rfidBadge} active: report it lost first.` } });
      const current = await staff.db().selectFrom('studentRfidBadges').select(['id', 'version']).where('studentId', '=', student.id).where('status', '=', 'active').executeTakeFirstOrThrow();
      expect((await staff.district.post<Badge>(`/api/student-rfid/${current.id}/reportLost`, { version: current.version })).body.status).toBe('lost');
      expect((await badgeOf(student.id)).rfidBadge).toBeNull();

      const active = await staff.district.post<Badge>(`/api/student-rfid/${ordered.body.id}/activate`, { version: ordered.body.version });
      expect(active.body.status).toBe('active');
      expect((await badgeOf(student.id)).rfidBadge).toBe('RF0000000001');
      expect(await staff.district.post(`/api/student-rfid/${ordered.body.id}/activate`, { version: active.body.version })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    });

    it("answers another district's badge as unknown, and exports the list with the report code", async () => {
      const foreign = await staff.db().selectFrom('studentRfidBadges').select(['id', 'version']).where('districtId', '=', 2).where('status', '=', 'ordered').executeTakeFirstOrThrow();
      expect((await staff.district.post(`/api/student-rfid/${foreign.id}/activate`, { version: foreign.version })).status).toBe(404);
      const exported = await staff.district.get<string>(`/api/student-rfid/export?filter=${encodeURIComponent(JSON.stringify({ status: 'lost' }))}`);
      expect(exported.status).toBe(200);
      const lost = await staff.db().selectFrom('studentRfidBadges').select('id').where('districtId', '=', 1).where('status', '=', 'lost').execute();
      expect(exported.body.trim().split('\r\n')).toHaveLength(lost.length + 1);
      expect((await staff.school.get('/api/student-rfid/export')).status).toBe(403);
    });

    it('sends a notification to the families of a run once, counting them and queueing mail to those with an address', async () => {
      const run = await staff.db().selectFrom('routes').select(['id', 'campusId']).where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      // The families of the students the run carries now (an ended assignment's student no longer rides it).
      const studentIds = [...new Set((await staff.db().selectFrom('studentAssignments').select('studentId').where('routeId', '=', run.id).where('effectiveTo', 'is', null).execute()).map((row) => row.studentId))];
      const riders = await staff.db().selectFrom('students').select(['id', 'guardians']).where('id', 'in', studentIds).where('status', '=', 'active').execute();
      const guardians = [{ name: 'Rosa Vega', relationship: 'mother', email: 'rosa.vega@example.net' }];
      await staff.db().updateTable('students').set({ guardians: JSON.stringify(guardians) }).where('id', '=', riders[0].id).execute();
      const families = new Set([JSON.stringify(guardians), ...riders.slice(1).map((rider) => rider.guardians)]).size;

      const body = { audience: 'run', routeId: run.id, districtId: 1, subject: 'Bus running 10 minutes late', body: 'Traffic on the highway this morning.' };
      expect(await staff.district.post('/api/route-notifications', { ...body, audience: 'route_group' })).toMatchObject({ status: 400, body: { message: 'A notification to a route group names routeGroupId, and only that.' } });
      expect((await staff.school.post('/api/route-notifications', body)).status).toBe(403);
      const draft = await staff.district.post<Notice>('/api/route-notifications', body);
      expect(draft.body).toMatchObject({ status: 'draft', recipientCount: 0, campusId: run.campusId });

      const sent = await staff.district.post<Notice>(`/api/route-notifications/${draft.body.id}/send`, { version: draft.body.version });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: 'sent', recipientCount: families, sentByName: 'Diane Castillo' });
      expect(sent.body.sentAt).not.toBeNull();
      const mail = await staff.db().selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', 'rosa.vega@example.net').execute();
      expect(mail).toEqual([{ subject: body.subject, textBody: body.body }]);

      expect(await staff.district.post(`/api/route-notifications/${draft.body.id}/send`, { version: sent.body.version })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      expect(await staff.district.request('PUT', `/api/route-notifications/${draft.body.id}`, { ...body, subject: 'Changed', version: sent.body.version })).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    });

    it("keeps another district's notifications and those without the send code out", async () => {
      const foreign = await staff.db().selectFrom('routeNotifications').select(['id', 'version']).where('districtId', '=', 2).where('status', '=', 'draft').executeTakeFirstOrThrow();
      expect((await staff.district.post(`/api/route-notifications/${foreign.id}/send`, { version: foreign.version })).status).toBe(404);
      expect((await staff.district.get(`/api/route-notifications/${foreign.id}`)).status).toBe(404);
      expect((await staff.school.get('/api/route-notifications')).status).toBe(403);
      const vendor = await signedIn(staff.server.urlOf('vendor'), 'vendor@example.com');
      await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      expect((await vendor.get('/api/route-notifications')).status).toBe(403);
    });
  });
}
