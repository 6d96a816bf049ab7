import { memberCodes, setMemberCodes } from '../../helpers/memberCodes';
import { VENDOR_STAFF, flowSuite } from '../../helpers/flowSuite';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';

jest.setTimeout(120_000);

type Entry = { id: number; version: number; status: string; hours: number; yardId: number | null; decidedByName: string | null; decidedAt: string | null };

/**
 * Timesheet entries (DOMAIN.md "Activities"): submitted → approved or rejected with
 * TIMESHEET_ENTRY_EDIT, hours computed by the server, a vendor's entries only its own.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the timesheet entry flow on ${kind}`, () => {
    const staff = flowSuite(kind, VENDOR_STAFF);
    const submitted = (vendorId: number) => staff.db().selectFrom('timesheetEntries').select(['id', 'version']).where('vendorId', '=', vendorId)
      .where('status', '=', 'submitted').orderBy('id').executeTakeFirstOrThrow();
    const driverOf = (vendorId: number, yardId?: number) => {
      const query = staff.db().selectFrom('drivers').select(['id', 'yardId']).where('vendorId', '=', vendorId);
      return (yardId ? query.where('yardId', '=', yardId) : query).orderBy('id').executeTakeFirstOrThrow();
    };

    it('is approved once by the vendor with its code, stamped with the approver, and refused to a yard user without it', async () => {
      const entry = await submitted(1);
      expect((await staff.yard.post(`/api/timesheet-entries/${entry.id}/approve`, { version: entry.version })).status).toBe(403);
      expect(await staff.manager.post(`/api/timesheet-entries/${entry.id}/approve`, { version: entry.version + 3 })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      const approved = await staff.manager.post<Entry>(`/api/timesheet-entries/${entry.id}/approve`, { version: entry.version });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', version: entry.version + 1, decidedByName: 'Victor Nguyen' });
      expect(approved.body.decidedAt).not.toBeNull();
      const again = await staff.manager.post(`/api/timesheet-entries/${entry.id}/reject`, { version: entry.version + 1 });
      expect(again).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      const stored = await staff.db().selectFrom('timesheetEntries').select(['status', 'decidedByUserId']).where('id', '=', entry.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ status: 'approved', decidedByUserId: 3 });
    });

    it("answers another vendor's entry as one that does not exist", async () => {
      const foreign = await submitted(2);
      expect((await staff.manager.get(`/api/timesheet-entries/${foreign.id}`)).status).toBe(404);
      expect((await staff.manager.post(`/api/timesheet-entries/${foreign.id}/reject`, { version: foreign.version })).status).toBe(404);
      expect((await staff.db().selectFrom('timesheetEntries').select('status').where('id', '=', foreign.id).executeTakeFirstOrThrow()).status).toBe('submitted');
    });

    it('computes the hours and the yard on the server, and refuses times, employees and changes that cannot be', async () => {
      const driver = await driverOf(1, 2);
      const body = { workDate: '2026-11-20', driverId: driver.id, vendorId: 1, activityType: 'training', startTime: '06:15', endTime: '08:45' };
      const created = await staff.manager.post<Entry>('/api/timesheet-entries', { ...body, hours: 99 });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ hours: 2.5, yardId: driver.yardId, status: 'submitted' });

      expect(await staff.manager.post('/api/timesheet-entries', { ...body, startTime: '09:00' })).toMatchObject({ status: 400, body: { message: 'endTime must come after startTime on the same day.' } });
      const monitor = await staff.db().selectFrom('monitors').select('id').where('vendorId', '=', 1).executeTakeFirstOrThrow();
      expect(await staff.manager.post('/api/timesheet-entries', { ...body, monitorId: monitor.id })).toMatchObject({ status: 400, body: { message: 'An entry is for one employee: give either driverId or monitorId.' } });
      const foreignDriver = await driverOf(2);
      expect(await staff.manager.post('/api/timesheet-entries', { ...body, driverId: foreignDriver.id })).toMatchObject({ status: 400, body: { code: 'INVALID_REFERENCE' } });

      const changed = await staff.manager.request<Entry>('PUT', `/api/timesheet-entries/${created.body.id}`, { ...body, endTime: '09:15', version: created.body.version });
      expect(changed.body).toMatchObject({ hours: 3, version: created.body.version + 1 });
      await staff.manager.post(`/api/timesheet-entries/${created.body.id}/approve`, { version: changed.body.version });
      const late = await staff.manager.request('PUT', `/api/timesheet-entries/${created.body.id}`, { ...body, version: changed.body.version + 1 });
      expect(late).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    });

    it('bulk-approves the entries chosen, all or none, with the bulk approval code only', async () => {
      const rows = await staff.db().selectFrom('timesheetEntries').select(['id', 'version']).where('vendorId', '=', 1).where('status', '=', 'submitted').orderBy('id').limit(4).execute();
      const decided = await staff.db().selectFrom('timesheetEntries').select(['id', 'version']).where('vendorId', '=', 1).where('status', '=', 'rejected').executeTakeFirstOrThrow();
      const foreign = await submitted(2);
      const statusOf = async (ids: number[]) => (await staff.db().selectFrom('timesheetEntries').select('status').where('id', 'in', ids).execute()).map((row) => row.status);

      expect(await staff.manager.post('/api/timesheet-entries/bulk-approve', { entries: [...rows, decided] })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      expect((await staff.manager.post('/api/timesheet-entries/bulk-approve', { entries: [...rows, foreign] })).status).toBe(404);
      expect(await staff.manager.post('/api/timesheet-entries/bulk-approve', { entries: [...rows.slice(1), { ...rows[0], version: rows[0].version + 1 }] })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      expect(await statusOf(rows.map((row) => row.id))).toEqual(['submitted', 'submitted', 'submitted', 'submitted']);
      expect(await staff.manager.post('/api/timesheet-entries/bulk-approve', { entries: [] })).toMatchObject({ status: 400 });

      // An entry editor without ACTIVITY_BULK_UPLOAD_APPROVE_EDIT approves one by one, never in bulk.
      const yardCodes = await memberCodes(staff.db(), 'yard@example.com');
      await setMemberCodes(staff.db(), 'yard@example.com', [...yardCodes, 'TIMESHEET_ENTRY_EDIT']);
      expect((await staff.yard.post('/api/timesheet-entries/bulk-approve', { entries: rows })).status).toBe(403);
      await setMemberCodes(staff.db(), 'yard@example.com', yardCodes);

      const approved = await staff.manager.post<{ approved: number; records: Entry[] }>('/api/timesheet-entries/bulk-approve', { entries: rows });
      expect(approved.status).toBe(200);
      expect(approved.body.approved).toBe(4);
      expect(approved.body.records.every((record) => record.status === 'approved' && record.decidedByName === 'Victor Nguyen')).toBe(true);
      expect(await statusOf(rows.map((row) => row.id))).toEqual(['approved', 'approved', 'approved', 'approved']);
      const audit = await staff.db().selectFrom('auditLog').select('recordId').where('entity', '=', 'timesheet-entries').where('detail', 'like', '%"bulk":true%').execute();
      expect(audit.map((entry) => Number(entry.recordId)).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    });
  });
}
