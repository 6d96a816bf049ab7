import type { DriverDocumentSettings } from '../../../resources/settings/driverDocumentSettings';
import type { StandbyConfiguration } from '../../../resources/settings/standbyConfiguration';
import { describeWhen } from '../../helpers/requirements';
import { demoClients, type DemoClients } from '../../helpers/settingsClients';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

const WINDOWS = [{ startsAt: '05:30', endsAt: '09:15', driversNeeded: 3 }, { startsAt: '13:45', endsAt: '17:30', driversNeeded: 2 }];

/** Settings of the vendors: standby configuration (STANDBY_DRIVER_EDIT) and driver document settings (DRIVER_DOCUMENT_*). */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `vendor settings on ${kind}`, () => {
  let server: TestServer;
  let clients: DemoClients;
  beforeAll(async () => {
    server = await startTestServer({ database: kind });
    clients = await demoClients(server);
  });
  afterAll(() => server?.stop());

  const yardsOfVendor = (vendorId: number) => server.running.database.db.selectFrom('yards').select('id').where('vendorId', '=', vendorId).orderBy('id').execute();

  describe('standby configuration', () => {
    it("lists the vendor's yards, a yard never set on the defaults, and saves one version-checked", async () => {
      const yards = (await clients.vendor.get<StandbyConfiguration[]>('/api/settings/standby')).body;
      expect(yards.map((yard) => yard.yardId).sort()).toEqual((await yardsOfVendor(1)).map((yard) => yard.id));
      const unset = yards.find((yard) => yard.version === null)!;
      expect(unset).toMatchObject({ dayStartsAt: '05:00', windows: [expect.objectContaining({ startsAt: '05:30' }), expect.objectContaining({ startsAt: '13:30' })] });

      const created = await clients.vendor.request<StandbyConfiguration>('PUT', `/api/settings/standby/${unset.yardId}`, { version: null, dayStartsAt: '04:45', windows: [...WINDOWS].reverse() });
      expect(created).toMatchObject({ status: 200, body: { version: 1, dayStartsAt: '04:45', windows: WINDOWS } });
      expect((await clients.vendor.request('PUT', `/api/settings/standby/${unset.yardId}`, { version: null, dayStartsAt: '04:45', windows: WINDOWS })).status).toBe(409);
      const updated = await clients.vendor.request<StandbyConfiguration>('PUT', `/api/settings/standby/${unset.yardId}`, { version: 1, dayStartsAt: '05:00', windows: WINDOWS.slice(0, 1) });
      expect(updated.body).toMatchObject({ version: 2, windows: WINDOWS.slice(0, 1) });
      const audit = await server.running.database.db.selectFrom('auditLog').select('action').where('entity', '=', 'standby-configuration').execute();
      expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    });

    it.each([
      ['overlapping windows', [{ startsAt: '05:30', endsAt: '09:00', driversNeeded: 1 }, { startsAt: '08:30', endsAt: '10:00', driversNeeded: 1 }], 'The windows from 05:30 and 08:30 overlap.'],
      ['a window that ends before it starts', [{ startsAt: '09:00', endsAt: '06:00', driversNeeded: 1 }], 'The window from 09:00 must end after it starts.'],
      ['a window before the standby day', [{ startsAt: '03:00', endsAt: '06:00', driversNeeded: 1 }], 'The window from 03:00 starts before the standby day (04:30).'],
      ['too many drivers', [{ startsAt: '05:00', endsAt: '06:00', driversNeeded: 51 }], 'Drivers needed must be a whole number from 0 to 50.'],
      ['no window at all', [], 'Give 1 to 8 time windows.'],
    ])('refuses %s with 400', async (_case, windows, message) => {
      const [yard] = (await clients.vendor.get<StandbyConfiguration[]>('/api/settings/standby')).body;
      const refused = await clients.vendor.request<{ message: string }>('PUT', `/api/settings/standby/${yard.yardId}`, { version: yard.version, dayStartsAt: '04:30', windows });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    });

    it("answers another vendor's yard as unknown, and refuses those without STANDBY_DRIVER_EDIT", async () => {
      const [foreign] = await yardsOfVendor(2);
      expect((await clients.vendor.request('PUT', `/api/settings/standby/${foreign.id}`, { version: 1, dayStartsAt: '05:00', windows: WINDOWS })).status).toBe(404);
      expect((await clients.yard.get('/api/settings/standby')).status).toBe(403);
      expect((await clients.district.get('/api/settings/standby')).status).toBe(403);
      const all = (await clients.admin.get<StandbyConfiguration[]>('/api/settings/standby')).body;
      expect(new Set(all.map((yard) => yard.vendorId))).toEqual(new Set([1, 2, 3, 4]));
    });
  });

  describe('driver document settings', () => {
    const types = () => server.running.database.db.selectFrom('driverDocumentSettings').select(['typeCode', 'required', 'warningDays', 'version']).where('vendorId', '=', 1).orderBy('typeCode').execute();

    it("shows the vendor's document types and saves the changed ones together", async () => {
      expect((await clients.vendor.get('/api/settings/driver-documents/vendors')).body).toEqual([{ id: 1, name: 'Summit Student Transportation' }]);
      const settings = (await clients.vendor.get<DriverDocumentSettings>('/api/settings/driver-documents/1')).body;
      expect(settings.types).toHaveLength(8);
      expect(settings.types.find((type) => type.typeCode === 'cdl')).toMatchObject({ required: true, version: 1 });
      const [first, second] = settings.types;
      const saved = await clients.vendor.request<DriverDocumentSettings>('PUT', '/api/settings/driver-documents/1', {
        types: [{ ...first, warningDays: 75 }, { ...second, required: !second.required }],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.types[0]).toMatchObject({ warningDays: 75, version: 2 });
      expect(saved.body.types[1]).toMatchObject({ required: !second.required, version: 2 });
    });

    it('refuses a save with one stale type whole, and bad values with 400', async () => {
      const before = await types();
      const [first, second] = (await clients.vendor.get<DriverDocumentSettings>('/api/settings/driver-documents/1')).body.types;
      const stale = await clients.vendor.request('PUT', '/api/settings/driver-documents/1', { types: [{ ...first, warningDays: 10 }, { ...second, warningDays: 10, version: 1 }] });
      expect(stale.status).toBe(409);
      expect(await types()).toEqual(before);
      const unknown = await clients.vendor.request<{ message: string }>('PUT', '/api/settings/driver-documents/1', { types: [{ ...first, typeCode: 'passport' }] });
      expect([unknown.status, unknown.body.message]).toEqual([400, '"passport" is not a driver document type.']);
      expect((await clients.vendor.request('PUT', '/api/settings/driver-documents/1', { types: [{ ...first, warningDays: 400 }] })).status).toBe(400);
      expect(await types()).toEqual(before);
    });

    it("answers another vendor's settings as unknown, and refuses those without the driver document codes", async () => {
      expect((await clients.vendor.get('/api/settings/driver-documents/2')).status).toBe(404);
      expect((await clients.yard.get('/api/settings/driver-documents/1')).status).toBe(403);
      expect((await clients.district.get('/api/settings/driver-documents/vendors')).status).toBe(403);
      expect((await clients.admin.get<{ id: number }[]>('/api/settings/driver-documents/vendors')).body).toHaveLength(4);
    });
  });
});
