import type { ApiClient } from '../../helpers/apiClient';
import { demoClients } from '../../helpers/demoClients';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

type Ride = { id: number; version: number; displayId: number; status: string; driverId: number | null; vehicleId: number | null; monitorId: number | null; scheduledStart: string; scheduledEnd: string };

const overlaps = (a: Pick<Ride, 'scheduledStart' | 'scheduledEnd'>, b: Pick<Ride, 'scheduledStart' | 'scheduledEnd'>) => a.scheduledStart < b.scheduledEnd && b.scheduledStart < a.scheduledEnd;

/**
 * Ride assignment (spec 2.5 /ride-assignment, RIDE_ASSIGNMENT_EDIT): a versioned PUT of the ride's
 * vehicle, driver and monitor, refused for another vendor's crew, for a driver on an overlapping
 * ride and for a stale version; the ride's history records what changed.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `assigning a ride's crew on ${kind}`, () => {
    let server: TestServer;
    let manager: ApiClient;
    let admin: ApiClient;
    let yard: ApiClient;
    let today: string;
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      ({ manager, admin, yard, today } = await demoClients(server));
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;
    const upcoming = () => db().selectFrom('rides').selectAll().where('vendorId', '=', 1).where('rideDate', '>=', today)
      .where('status', 'in', ['scheduled', 'assigned']).orderBy('scheduledStart').orderBy('id').execute();
    const get = async (id: number) => (await manager.get<Ride & Record<string, unknown>>(`/api/rides/${id}`)).body;
    /** Active drivers of vendor 1 with no ride overlapping this one. */
    const freeDrivers = async (ride: Ride) => {
      const busy = new Set((await db().selectFrom('rides').select(['driverId', 'scheduledStart', 'scheduledEnd']).where('driverId', 'is not', null).where('status', '!=', 'cancelled').execute())
        .filter((other) => overlaps(other, ride)).map((other) => other.driverId));
      return (await db().selectFrom('drivers').select('id').where('vendorId', '=', 1).where('status', '=', 'active').orderBy('id').execute()).filter((d) => !busy.has(d.id));
    };

    it('assigns a free driver and a vehicle to an unassigned ride, which then reads as assigned, with its history', async () => {
      const ride = (await upcoming()).find((r) => r.status === 'scheduled' && r.driverId === null) ?? (await upcoming())[0];
      const [driver] = await freeDrivers(ride);
      const vehicle = await db().selectFrom('vehicles').select('id').where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      const record = await get(ride.id);
      const saved = await manager.request<Ride>('PUT', `/api/rides/${ride.id}`, { ...record, status: 'scheduled', vehicleId: vehicle.id, driverId: driver.id });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ driverId: driver.id, vehicleId: vehicle.id, status: 'assigned', version: ride.version + 1 });
      const events = await db().selectFrom('rideEvents').select(['kind', 'details', 'actorUserId']).where('rideId', '=', ride.id).where('kind', '=', 'driver_assigned').execute();
      expect(events.map((event) => ({ ...event, details: JSON.parse(event.details) }))).toEqual([{ kind: 'driver_assigned', actorUserId: 3, details: { from: ride.driverId, to: driver.id } }]);

      const cleared = await manager.request<Ride>('PUT', `/api/rides/${ride.id}`, { ...saved.body, driverId: null });
      expect(cleared.body).toMatchObject({ driverId: null, status: 'scheduled' });
      expect(await manager.request('PUT', `/api/rides/${ride.id}`, { ...saved.body, driverId: driver.id })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
    });

    it('refuses a driver already on a ride at the same time, and names that ride', async () => {
      const rides = await upcoming();
      const pair = rides.flatMap((a) => rides.filter((b) => b.id !== a.id && a.driverId !== null && b.driverId !== a.driverId && overlaps(a, b)).map((b) => [a, b] as const))[0];
      expect(pair).toBeDefined();
      const [busy, target] = pair;
      const response = await manager.request<{ code: string; message: string }>('PUT', `/api/rides/${target.id}`, { ...(await get(target.id)), driverId: busy.driverId });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('CREW_OVERLAP');
      expect(response.body.message).toMatch(/^This driver is already on ride #\d+ at that time\.$/);
      expect((await get(target.id)).driverId).toBe(target.driverId);
    });

    it("refuses another vendor's vehicle or driver, as unknown to the vendor and as another vendor's to the operator", async () => {
      const [ride] = (await upcoming()).filter((r) => r.status === 'scheduled' || r.status === 'assigned');
      const foreignDriver = await db().selectFrom('drivers').select('id').where('vendorId', '=', 2).where('status', '=', 'active').executeTakeFirstOrThrow();
      const foreignVehicle = await db().selectFrom('vehicles').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
      const record = await get(ride.id);
      expect(await manager.request('PUT', `/api/rides/${ride.id}`, { ...record, driverId: foreignDriver.id })).toMatchObject({ status: 400, body: { message: 'driverId refers to a record that does not exist.' } });
      expect(await manager.request('PUT', `/api/rides/${ride.id}`, { ...record, vehicleId: foreignVehicle.id })).toMatchObject({ status: 400, body: { message: 'vehicleId refers to a record that does not exist.' } });
      expect(await admin.request('PUT', `/api/rides/${ride.id}`, { ...record, driverId: foreignDriver.id })).toMatchObject({ status: 422, body: { code: 'OTHER_VENDOR', message: "This driver belongs to another vendor than the ride's." } });
      expect(await admin.request('PUT', `/api/rides/${ride.id}`, { ...record, vehicleId: foreignVehicle.id })).toMatchObject({ status: 422, body: { code: 'OTHER_VENDOR' } });
      const inactive = await db().selectFrom('drivers').select('id').where('vendorId', '=', 1).where('status', '!=', 'active').executeTakeFirst();
      if (inactive) expect(await manager.request('PUT', `/api/rides/${ride.id}`, { ...record, driverId: inactive.id })).toMatchObject({ status: 422, body: { code: 'NOT_ACTIVE' } });
      expect(await get(ride.id)).toMatchObject({ driverId: ride.driverId, vehicleId: ride.vehicleId, version: ride.version });
    });

    it('is closed to those without the assignment code', async () => {
      const ride = (await upcoming()).find((r) => r.yardId === 1)!;
      const record = (await yard.get<Record<string, unknown>>(`/api/rides/${ride.id}`)).body;
      expect((await yard.request('PUT', `/api/rides/${ride.id}`, { ...record, driverId: null })).status).toBe(403);
    });
  });
}
