import { addDays } from '../../../server/db/seed/calendar';
import type { ApiClient } from '../../helpers/apiClient';
import { demoClients } from '../../helpers/demoClients';
import { grantCodes } from '../../helpers/memberships';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

/** yard@example.com, as seeded. */
const YARD_USER_ID = 4;

type Entry = { id: number; version: number; driverId: number; vendorId: number; yardId: number | null; attendanceDate: string; status: string; clockIn: string | null };

/**
 * Driver attendance (DOMAIN.md; spec 2.5 /driver-attendance, DRIVER_ATTENDANCE_*), the standby board
 * (/driver-standby-status, STANDBY_DRIVER_*) and a driver's status (DRIVER_STATUS_EDIT), each by its
 * code and within the tenant.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `driver attendance, standby and status on ${kind}`, () => {
    let server: TestServer;
    let manager: ApiClient;
    let yard: ApiClient;
    let district: ApiClient;
    let tomorrow: string;
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      const clients = await demoClients(server);
      ({ manager, yard, district } = clients);
      tomorrow = addDays(clients.today, 1);
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;
    const driverOf = (vendorId: number, yardId: number) => db().selectFrom('drivers').selectAll()
      .where('vendorId', '=', vendorId).where('yardId', '=', yardId).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();

    it('is entered, read, corrected and refused when stale, doubled or out of order', async () => {
      const driver = await driverOf(1, 2);
      const created = await manager.post<Entry>('/api/driver-attendance', { driverId: driver.id, attendanceDate: tomorrow, status: 'present', clockIn: '05:55', vendorId: 3 });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ driverId: driver.id, vendorId: 1, yardId: 2, status: 'present', clockIn: '05:55', version: 1 });
      expect((await manager.get<Entry>(`/api/driver-attendance/${created.body.id}`)).body).toMatchObject({ attendanceDate: tomorrow });

      const corrected = await manager.request<Entry>('PUT', `/api/driver-attendance/${created.body.id}`, { ...created.body, status: 'late', clockIn: '06:40', clockOut: '16:10' });
      expect(corrected).toMatchObject({ status: 200, body: { status: 'late', clockIn: '06:40', version: 2 } });
      expect(await manager.request('PUT', `/api/driver-attendance/${created.body.id}`, { ...created.body, status: 'sick' })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      expect(await manager.post('/api/driver-attendance', { driverId: driver.id, attendanceDate: tomorrow, status: 'absent' })).toMatchObject({ status: 409, body: { code: 'DUPLICATE' } });

      const other = await driverOf(1, 3);
      const base = { driverId: other.id, attendanceDate: tomorrow };
      expect(await manager.post('/api/driver-attendance', { ...base, status: 'present', clockIn: '07:00', clockOut: '06:00' })).toMatchObject({ status: 400, body: { message: 'clockOut must come after clockIn.' } });
      expect(await manager.post('/api/driver-attendance', { ...base, status: 'sick', clockIn: '07:00' })).toMatchObject({ status: 400, body: { message: 'A driver who is sick has no clock-in or clock-out time.' } });
      expect(await manager.post('/api/driver-attendance', { ...base, status: 'napping' })).toMatchObject({ status: 400 });
      expect(await db().selectFrom('driverAttendance').select('id').where('driverId', '=', other.id).where('attendanceDate', '=', tomorrow).execute()).toEqual([]);
      // No code deletes an attendance entry.
      expect((await manager.request('DELETE', `/api/driver-attendance/${created.body.id}`)).status).toBe(404);
    });

    it("keeps each yard's and vendor's attendance to themselves", async () => {
      const own = await driverOf(1, 1);
      const otherYard = await driverOf(1, 2);
      const foreign = await db().selectFrom('driverAttendance').select(['id', 'version']).where('vendorId', '=', 2).executeTakeFirstOrThrow();
      const yardList = await yard.get<Entry[]>('/api/driver-attendance?range=[0,499]');
      expect(yardList.status).toBe(200);
      expect(yardList.body.length).toBeGreaterThan(0);
      expect(yardList.body.every((entry) => entry.vendorId === 1 && entry.yardId === 1)).toBe(true);
      const otherYardEntry = await db().selectFrom('driverAttendance').select('id').where('driverId', '=', otherYard.id).executeTakeFirstOrThrow();
      expect((await yard.get(`/api/driver-attendance/${otherYardEntry.id}`)).status).toBe(404);
      expect((await manager.get(`/api/driver-attendance/${foreign.id}`)).status).toBe(404);
      expect((await manager.request('PUT', `/api/driver-attendance/${foreign.id}`, { version: foreign.version, status: 'absent' })).status).toBe(404);
      // The yard user enters attendance for their own yard only.
      expect((await yard.post('/api/driver-attendance', { driverId: own.id, attendanceDate: addDays(tomorrow, 1), status: 'present' })).status).toBe(200);
      expect(await yard.post('/api/driver-attendance', { driverId: otherYard.id, attendanceDate: addDays(tomorrow, 1), status: 'present' })).toMatchObject({ status: 400, body: { message: 'driverId refers to a record that does not exist.' } });
      expect((await district.get('/api/driver-attendance')).status).toBe(403);
    });

    it('puts a driver on standby and takes them off with the standby code, stamped, and only within the tenant', async () => {
      const driver = await db().selectFrom('drivers').select(['id', 'version']).where('vendorId', '=', 1).where('standbyStatus', '=', 'off').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
      const started = await manager.post<{ standbyStatus: string; standbySince: string; version: number }>(`/api/driver-standby-status/${driver.id}/start`, { version: driver.version });
      expect(started.status).toBe(200);
      expect(started.body.standbyStatus).toBe('on_standby');
      expect(Date.now() - Date.parse(started.body.standbySince)).toBeLessThan(60_000);
      expect(await db().selectFrom('drivers').select(['standbyStatus', 'standbyByUserId']).where('id', '=', driver.id).executeTakeFirst()).toEqual({ standbyStatus: 'on_standby', standbyByUserId: 3 });
      expect(await manager.post(`/api/driver-standby-status/${driver.id}/start`, { version: started.body.version })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      expect((await manager.post(`/api/driver-standby-status/${driver.id}/end`, { version: started.body.version })).body).toMatchObject({ standbyStatus: 'off' });

      const board = await manager.get<{ standbyStatus: string; vendorId: number }[]>(`/api/driver-standby-status?range=[0,499]&filter=${encodeURIComponent('{"standbyStatus":"on_standby"}')}`);
      expect(board.body.length).toBeGreaterThan(0);
      expect(board.body.every((row) => row.vendorId === 1 && row.standbyStatus === 'on_standby')).toBe(true);
      // The yard user holds no standby code; another vendor's driver is unknown.
      expect((await yard.get('/api/driver-standby-status')).status).toBe(403);
      expect((await yard.post(`/api/driver-standby-status/${driver.id}/start`, { version: driver.version + 2 })).status).toBe(403);
      const foreign = await db().selectFrom('drivers').select(['id', 'version']).where('vendorId', '=', 2).where('standbyStatus', '=', 'off').executeTakeFirstOrThrow();
      expect((await manager.post(`/api/driver-standby-status/${foreign.id}/start`, { version: foreign.version })).status).toBe(404);
      // Nothing else of the driver is written through the board.
      expect((await manager.request('PUT', `/api/driver-standby-status/${driver.id}`, { version: driver.version + 2, lastName: 'X' })).status).toBe(404);
    });

    it("changes a driver's status with DRIVER_STATUS_EDIT alone, and nothing else of the driver with it", async () => {
      // The yard user is given the status code, and no other driver code.
      await grantCodes(db(), YARD_USER_ID, ['DRIVER_STATUS_EDIT']);
      const driver = await driverOf(1, 1);
      const record = (await yard.get<Record<string, unknown>>(`/api/drivers/${driver.id}`)).body;
      const saved = await yard.request<{ status: string; version: number }>('PUT', `/api/drivers/${driver.id}`, { ...record, status: 'on_leave' });
      expect(saved).toMatchObject({ status: 200, body: { status: 'on_leave' } });
      expect((await yard.request('PUT', `/api/drivers/${driver.id}`, { ...record, version: saved.body.version, lastName: 'Renamed' })).status).toBe(403);
      expect((await yard.request('PUT', `/api/drivers/${driver.id}`, { ...record, version: saved.body.version, standbyStatus: 'on_standby' })).status).toBe(403);
      const otherYard = await driverOf(1, 2);
      expect((await yard.request('PUT', `/api/drivers/${otherYard.id}`, { version: otherYard.version, status: 'inactive' })).status).toBe(404);
      // The vendor manager holds the driver codes, the status code among them.
      const back = await manager.request('PUT', `/api/drivers/${driver.id}`, { ...record, version: saved.body.version, status: 'active' });
      expect(back.status).toBe(200);
    });
  });
}
