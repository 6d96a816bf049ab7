import { signedIn, type ApiClient } from '../helpers/apiClient';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

type Row = { id: number; version: number } & Record<string, unknown>;

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `input and deletes on ${kind} (SECURITY.md "Input", "Durability")`, () => {
    let server: TestServer;
    let manager: ApiClient;
    let district: ApiClient;
    const db = () => server.running.database.db;

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      manager = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await manager.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    });
    afterAll(() => server?.stop());

    const vehicle = (number: string) => ({ number, yardId: 2, type: 'van', seats: 12, wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok' });
    const vehiclesNumbered = (prefix: string) => db().selectFrom('vehicles').select('id').where('number', 'like', `${prefix}%`).execute();

    describe('text fields refuse control characters', () => {
      it.each([
        ['NUL', 'CC-1\u0000', 'number must not contain control characters (U+0000).'],
        ['an escape', 'CC-2\u001b[31m', 'number must not contain control characters (U+001B).'],
        ['a DEL', 'CC-3\u007f', 'number must not contain control characters (U+007F).'],
      ])('refuses %s in any text of a body with 400, writing nothing', async (_what, number, message) => {
        expect(await manager.post('/api/vehicles', vehicle(number))).toMatchObject({ status: 400, body: { code: 'CONTROL_CHARACTER', message } });
        expect(await vehiclesNumbered(number.slice(0, 4))).toEqual([]);
      });

      it('refuses a line break or a tab in a single-line field, and takes them in a multi-line one', async () => {
        expect(await manager.post('/api/vehicles', vehicle('CC-4\nX'))).toMatchObject({ status: 400, body: { message: 'number must be on one line, without tabs' } });
        expect(await manager.post('/api/vehicles', vehicle('CC-5\tX'))).toMatchObject({ status: 400, body: { message: 'number must be on one line, without tabs' } });
        expect(await vehiclesNumbered('CC-')).toEqual([]);
        const driver = await db().selectFrom('drivers').select('id').where('vendorId', '=', 1).where('yardId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
        const notes = 'Called in at 6:10.\n\tBack tomorrow.';
        const created = await manager.post<Row>('/api/driver-attendance', { driverId: driver.id, attendanceDate: '2031-01-06', status: 'absent', notes });
        expect(created).toMatchObject({ status: 200, body: { notes } });
      });

      it('refuses control characters in the bodies of routes outside the resource engine too, and a name over two lines', async () => {
        const profile = { name: { first: 'Dana', last: 'Ruiz' }, phoneNumber: '' };
        expect(await district.request('PUT', '/api/profile', { ...profile, name: { first: 'Da\u0000na', last: 'Ruiz' } }))
          .toMatchObject({ status: 400, body: { code: 'CONTROL_CHARACTER', message: 'name.first must not contain control characters (U+0000).' } });
        expect(await district.request('PUT', '/api/profile', { ...profile, name: { first: 'Da\nna', last: 'Ruiz' } })).toMatchObject({ status: 400, body: { code: 'NAME_INVALID' } });
        const stored = await db().selectFrom('users').select(['firstName']).where('email', '=', 'district@example.com').executeTakeFirstOrThrow();
        expect(stored.firstName).not.toMatch(/^Da/);
      });
    });

    describe('a state-changing request without an Origin', () => {
      it('is refused when its Referer names another site, and taken when it names the portal', async () => {
        const own = server.urlOf('vendor');
        const refused = await manager.post('/api/vehicles', vehicle('RF-1'), { referer: 'https://evil.example/page' });
        expect(refused).toMatchObject({ status: 403, body: { code: 'CROSS_ORIGIN' } });
        expect((await manager.post('/api/vehicles', vehicle('RF-2'), { referer: `${server.urlOf('admin')}/vehicles` })).status).toBe(403);
        expect(await vehiclesNumbered('RF-')).toEqual([]);
        expect((await manager.post('/api/vehicles', vehicle('RF-3'), { referer: `${own}/vehicles/create` })).status).toBe(200);
      });

      it('is refused when its Sec-Fetch-Site says cross-site or same-site, writing nothing, and taken when it says same-origin', async () => {
        const vehicleCount = async () => Number((await db().selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
        const before = await vehicleCount();
        const crossSite = await manager.post('/api/vehicles', vehicle('SF-1'), { 'sec-fetch-site': 'cross-site' });
        expect(crossSite).toMatchObject({ status: 403, body: { code: 'CROSS_ORIGIN' } });
        // Another subdomain of the portal's site is another origin, perhaps someone else's: only the portal's own origin may write.
        const sameSite = await manager.post('/api/vehicles', vehicle('SF-2'), { 'sec-fetch-site': 'same-site' });
        expect(sameSite).toMatchObject({ status: 403, body: { code: 'CROSS_ORIGIN' } });
        expect(await vehicleCount()).toBe(before);
        expect((await manager.post('/api/vehicles', vehicle('SF-3'), { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
        expect(await vehicleCount()).toBe(before + 1);
      });
    });

    it('refuses a state-changing request whose Origin is another site\'s or another portal\'s, writing nothing, and takes the portal\'s own', async () => {
      expect(await manager.post('/api/vehicles', vehicle('OR-1'), { origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { code: 'CROSS_ORIGIN' } });
      expect(await manager.post('/api/vehicles', vehicle('OR-2'), { origin: server.urlOf('admin') })).toMatchObject({ status: 403, body: { code: 'CROSS_ORIGIN' } });
      expect(await vehiclesNumbered('OR-')).toEqual([]);
      expect((await manager.post('/api/vehicles', vehicle('OR-3'), { origin: server.urlOf('vendor') })).status).toBe(200);
    });

    describe('a delete carries the version it was read at', () => {
      it('refuses a delete without its version (400) or at an older one (409), keeping the record; removes it at the current one', async () => {
        const created = (await district.post<Row>('/api/students', { studentNumber: 'DV-1', firstName: 'Ana', lastName: 'Lima', campusId: 1, grade: '3', status: 'active' })).body;
        const path = `/api/students/${created.id}`;
        expect(await district.request('DELETE', path)).toMatchObject({ status: 400, body: { code: 'VERSION_REQUIRED' } });
        const changed = (await district.request<Row>('PUT', path, { ...created, grade: '4' })).body;
        expect(changed.version).toBe(created.version + 1);
        expect(await district.request('DELETE', `${path}?version=${created.version}`)).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
        expect((await district.get(path)).status).toBe(200);
        expect((await district.request('DELETE', `${path}?version=${changed.version}`)).status).toBe(200);
        expect((await district.get(path)).status).toBe(404);
        const audited = await db().selectFrom('auditLog').select('action').where('entity', '=', 'students').where('recordId', '=', String(created.id)).execute();
        expect(audited.filter(({ action }) => action.endsWith('delete'))).toHaveLength(1);
      });

      it('answers 404 for another tenant\'s record, whatever version is given', async () => {
        const foreign = await db().selectFrom('students').select(['id', 'version']).where('districtId', '!=', 1).executeTakeFirstOrThrow();
        expect((await district.request('DELETE', `/api/students/${foreign.id}?version=${foreign.version}`)).status).toBe(404);
        expect((await district.request('DELETE', `/api/students/${foreign.id}`)).status).toBe(404);
      });
    });
  });
}
