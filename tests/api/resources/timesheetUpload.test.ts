import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

type Problems = { message: string; code: string; problems: { line: number; message: string }[] };
const CSV = { 'content-type': 'text/csv' };
const HEADER = 'employee_type,employee_id,date,start,end,activity,notes';

/**
 * The Activities bulk upload (ACTIVITY_BULK_UPLOAD_EDIT): a CSV checked row by row and written in one
 * transaction — every entry or none — with each problem named by its line.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the timesheet CSV upload on ${kind}`, () => {
    let server: TestServer;
    let manager: ApiClient;
    let people: { driver: number; otherDriver: number; monitor: number; foreignDriver: number };
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      manager = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await manager.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      const { db } = server.running.database;
      const drivers = await db.selectFrom('drivers').select(['id', 'vendorId']).orderBy('id').execute();
      const monitor = await db.selectFrom('monitors').select('id').where('vendorId', '=', 1).executeTakeFirstOrThrow();
      const own = drivers.filter((driver) => driver.vendorId === 1);
      people = { driver: own[0].id, otherDriver: own[1].id, monitor: monitor.id, foreignDriver: drivers.find((driver) => driver.vendorId === 2)!.id };
    });
    afterAll(() => server?.stop());

    const count = async () => Number((await server.running.database.db.selectFrom('timesheetEntries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const upload = <T,>(text: string, client = manager) => client.post<T>('/api/timesheet-entries/upload', text, CSV);

    it('writes every row of a good file as submitted entries of one upload, hours computed', async () => {
      const before = await count();
      const file = [
        HEADER,
        `driver,${people.driver},2025-03-10,06:00,08:30,route_service,`,
        `driver,${people.otherDriver},2025-03-10,10:00,12:00,training,"First aid, refresher"`,
        `monitor,${people.monitor},2025-03-10,14:00,16:45,route_service,`,
      ].join('\r\n');
      const response = await upload<{ uploadId: string; created: number }>(file);
      expect(response.status).toBe(200);
      expect(response.body.created).toBe(3);
      expect(response.body.uploadId).toMatch(/^UP-\d{8}-[0-9A-F]{6}$/);
      expect(await count()).toBe(before + 3);
      const stored = await server.running.database.db.selectFrom('timesheetEntries').select(['hours', 'status', 'source', 'notes', 'monitorId'])
        .where('uploadId', '=', response.body.uploadId).orderBy('id').execute();
      expect(stored).toEqual([
        { hours: 2.5, status: 'submitted', source: 'upload', notes: null, monitorId: null },
        { hours: 2, status: 'submitted', source: 'upload', notes: 'First aid, refresher', monitorId: null },
        { hours: 2.75, status: 'submitted', source: 'upload', notes: null, monitorId: people.monitor },
      ]);
      const listed = await manager.get<unknown[]>(`/api/timesheet-entries?filter=${encodeURIComponent(JSON.stringify({ uploadId: response.body.uploadId }))}`);
      expect(listed.body).toHaveLength(3);
    });

    it('writes nothing from a file with bad rows, and lists each problem with its line', async () => {
      const before = await count();
      const file = [
        HEADER,
        `driver,${people.driver},2025-03-11,06:00,08:30,route_service,`,
        `bus,${people.driver},2025-03-11,06:00,08:30,route_service,`,
        `driver,${people.foreignDriver},2025-03-11,06:00,08:30,route_service,`,
        `driver,${people.otherDriver},2025-02-30,06:00,08:30,route_service,`,
        '',
        `driver,${people.otherDriver},2025-03-11,09:00,08:30,fueling,`,
        `driver,${people.otherDriver},2025-03-11,10:00,11:00,napping,`,
        `driver,${people.driver},2025-03-11,06:00,07:00,fueling,`,
      ].join('\n');
      const response = await upload<Problems>(file);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('6 rows have problems: nothing was saved.');
      expect(response.body.problems).toEqual([
        { line: 3, message: 'employee_type must be driver or monitor.' },
        { line: 4, message: `No driver with id "${people.foreignDriver}" in your organisation.` },
        { line: 5, message: 'date must be a date (YYYY-MM-DD)' },
        { line: 7, message: 'end (08:30) must come after start (09:00) on the same day.' },
        { line: 8, message: expect.stringMatching(/^activity must be one of route_service, /) },
        { line: 9, message: 'The same employee, date and start as line 2.' },
      ]);
      expect(await count()).toBe(before);
    });

    it('refuses an entry that is already stored, a file that is not a timesheet, too many rows and too many bytes', async () => {
      const row = `driver,${people.driver},2025-03-10,06:00,08:30,route_service,`;
      expect((await upload<Problems>(`${HEADER}\n${row}`)).body.problems).toEqual([{ line: 2, message: 'This employee already has an entry starting then on that date.' }]);
      expect(await upload('name,hours\nAna,3')).toMatchObject({ status: 400, body: { message: expect.stringContaining('missing: employee_type, employee_id, date, start, end, activity') } });
      expect(await upload(HEADER)).toMatchObject({ status: 400, body: { message: 'The file has a header but no entries.' } });
      expect(await upload(`${HEADER}\ndriver,1,"2025-03-10`)).toMatchObject({ status: 400, body: { code: 'INVALID_CSV' } });
      const many = Array.from({ length: 2001 }, (_, i) => `driver,${people.driver},2026-01-01,${String(i % 24).padStart(2, '0')}:00,23:59,fueling,`);
      expect(await upload([HEADER, ...many].join('\n'))).toMatchObject({ status: 400, body: { code: 'TOO_MANY_ROWS' } });
      const huge = `${HEADER}\n${row}${','.repeat(300 * 1024)}`;
      expect((await upload(huge)).status).toBe(413);
      expect(await manager.post('/api/timesheet-entries/upload', { csv: row })).toMatchObject({ status: 400, body: { code: 'INVALID_BODY' } });
    });

    it('is refused without the upload code', async () => {
      const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
      const before = await count();
      expect((await upload(`${HEADER}\ndriver,${people.driver},2025-03-12,06:00,08:30,route_service,`, yard)).status).toBe(403);
      expect(await count()).toBe(before);
    });
  });
}
