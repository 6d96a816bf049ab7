import { documentState } from '../../../resources/driver-documents/documentState';
import { addDays } from '../../../server/db/seed/calendar';
import type { ApiClient } from '../../helpers/apiClient';
import { demoClients } from '../../helpers/demoClients';
import { grantCodes } from '../../helpers/memberships';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

type DocumentRecord = { id: number; version: number; driverId: number; typeId: number; vendorId: number; yardId: number | null; expiresOn: string | null; state: string };
/** yard@example.com, as seeded. */
const YARD_USER_ID = 4;
const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

/**
 * Driver documents (DOMAIN.md "driver documents"; spec 2.5 /driver-documents): the state is worked
 * out on the server from the expiry date and the type's warning window, on the account's day, and
 * the lists filter by it; a document belongs to its driver's vendor and yard.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `driver documents and their state on ${kind}`, () => {
    let server: TestServer;
    let manager: ApiClient;
    let yard: ApiClient;
    let admin: ApiClient;
    let today: string;
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      ({ manager, yard, admin, today } = await demoClients(server));
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;
    const stored = (vendorId: number) => db().selectFrom('driverDocuments').selectAll().where('vendorId', '=', vendorId).execute();
    const typeOf = (vendorId: number, code: string) => db().selectFrom('driverDocumentTypes').selectAll().where('vendorId', '=', vendorId).where('code', '=', code).executeTakeFirstOrThrow();

    it('lists each state exactly as the expiry and warning window say, and filters by it on the server', async () => {
      const rows = await stored(1);
      for (const state of ['valid', 'expiring', 'expired']) {
        const expected = rows.filter((row) => documentState.valueOf(row, today) === state).map((row) => row.id).sort((a, b) => a - b);
        expect(expected.length).toBeGreaterThan(0);
        const listed = await manager.get<DocumentRecord[]>(`/api/driver-documents?range=[0,499]&sort=["id","ASC"]&filter=${filter({ state })}`);
        expect(listed.status).toBe(200);
        expect(listed.body.map((doc) => doc.id)).toEqual(expected);
        expect(new Set(listed.body.map((doc) => doc.state))).toEqual(new Set([state]));
        expect(listed.headers.get('content-range')).toBe(`driver-documents 0-${expected.length - 1}/${expected.length}`);
      }
      const either = await manager.get<DocumentRecord[]>(`/api/driver-documents?range=[0,499]&filter=${filter({ state: ['expiring', 'expired'] })}`);
      expect(either.body.every((doc) => doc.state !== 'valid')).toBe(true);
      expect((await manager.get(`/api/driver-documents?filter=${filter({ state: 'lost' })}`)).status).toBe(400);
      expect((await manager.get(`/api/driver-documents?filter=${filter({ state_gte: 'valid' })}`)).status).toBe(400);
      expect((await manager.get('/api/driver-documents?sort=["state","ASC"]')).status).toBe(400);
    });

    it("moves a document between states as its expiry and its type's warning window change", async () => {
      const type = await typeOf(1, 'MED');
      const document = (await stored(1)).find((row) => row.typeId === type.id)!;
      const save = async (fields: object) => {
        const current = (await manager.get<DocumentRecord>(`/api/driver-documents/${document.id}`)).body;
        return manager.request<DocumentRecord & { code?: string }>('PUT', `/api/driver-documents/${document.id}`, { ...current, ...fields });
      };
      expect((await save({ issuedOn: addDays(today, -700), expiresOn: addDays(today, -1) })).body.state).toBe('expired');
      expect((await save({ expiresOn: today })).body.state).toBe('expiring');
      expect((await save({ expiresOn: addDays(today, type.warningDays + 10) })).body.state).toBe('valid');

      const widened = await manager.request('PUT', `/api/driver-document-types/${type.id}`, { ...type, required: Boolean(type.required), warningDays: type.warningDays + 20 });
      expect(widened.status).toBe(200);
      expect((await manager.get<DocumentRecord>(`/api/driver-documents/${document.id}`)).body.state).toBe('expiring');
      const expiring = await manager.get<DocumentRecord[]>(`/api/driver-documents?range=[0,499]&filter=${filter({ state: 'expiring', typeId: type.id })}`);
      expect(expiring.body.map((doc) => doc.id)).toContain(document.id);

      expect(await save({ issuedOn: today, expiresOn: addDays(today, -30) })).toMatchObject({ status: 400, body: { message: 'expiresOn comes before issuedOn.' } });
    });

    it("takes the driver's vendor and yard whatever the body says, and refuses another tenant's driver or type", async () => {
      const driver = await db().selectFrom('drivers').select(['id', 'yardId']).where('vendorId', '=', 1).where('yardId', '=', 2).executeTakeFirstOrThrow();
      const type = await typeOf(1, 'CPR');
      const created = await manager.post<DocumentRecord>('/api/driver-documents', { driverId: driver.id, typeId: type.id, number: 'CPR-1', expiresOn: addDays(today, 400), vendorId: 2, yardId: 5 });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ vendorId: 1, yardId: 2, state: 'valid' });

      // Given the view code, the yard user sees only their yard's drivers' documents.
      expect((await yard.get('/api/driver-documents')).status).toBe(403);
      await grantCodes(db(), YARD_USER_ID, ['DRIVER_DOCUMENT_VIEW']);
      const yardList = await yard.get<DocumentRecord[]>('/api/driver-documents?range=[0,499]');
      expect(yardList.status).toBe(200);
      expect(yardList.body.every((doc) => doc.yardId === 1)).toBe(true);
      expect((await yard.get(`/api/driver-documents/${created.body.id}`)).status).toBe(404);
      expect((await yard.request('DELETE', `/api/driver-documents/${created.body.id}`)).status).toBe(403);

      const foreignDriver = await db().selectFrom('drivers').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
      expect(await manager.post('/api/driver-documents', { driverId: foreignDriver.id, typeId: type.id })).toMatchObject({ status: 400, body: { message: 'driverId refers to a record that does not exist.' } });
      const foreignType = await typeOf(2, 'CPR');
      expect(await manager.post('/api/driver-documents', { driverId: driver.id, typeId: foreignType.id })).toMatchObject({ status: 400, body: { message: 'typeId refers to a record that does not exist.' } });
      // The operator sees every vendor's types, and still cannot mix them.
      expect(await admin.post('/api/driver-documents', { driverId: driver.id, typeId: foreignType.id })).toMatchObject({ status: 422, body: { code: 'OTHER_VENDOR' } });
      expect((await db().selectFrom('driverDocuments').select('id').where('driverId', '=', driver.id).where('typeId', '=', foreignType.id).execute())).toEqual([]);
    });

    it('follows its driver to another yard', async () => {
      const driver = await db().selectFrom('drivers').selectAll().where('vendorId', '=', 1).where('yardId', '=', 1).where('status', '=', 'active').executeTakeFirstOrThrow();
      const record = (await manager.get<Record<string, unknown>>(`/api/drivers/${driver.id}`)).body;
      expect((await manager.request('PUT', `/api/drivers/${driver.id}`, { ...record, yardId: 3 })).status).toBe(200);
      const moved = await db().selectFrom('driverDocuments').select('yardId').where('driverId', '=', driver.id).execute();
      expect(moved.length).toBeGreaterThan(0);
      expect(new Set(moved.map((row) => row.yardId))).toEqual(new Set([3]));
      const attendance = await db().selectFrom('driverAttendance').select('yardId').where('driverId', '=', driver.id).execute();
      expect(new Set(attendance.map((row) => row.yardId))).toEqual(new Set([3]));
    });
  });
}
