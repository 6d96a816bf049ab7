import polyline from '@mapbox/polyline';
import type { RideDriverFee, RideEndOfRideInspection, RideHistoryEvent, RidePolyline, RideRouteTrace, RideVendorAssignment } from '../../../resources/rides/details';
import { RIDE_DETAIL_OUTPUTS } from '../../../resources/rides/details';
import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the per-ride outputs of spec 7.3 on ${kind}`, () => {
    let server: TestServer;
    let vendor: ApiClient;
    let district: ApiClient;
    let admin: ApiClient;

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
      admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
      await admin.post('/api/account', { accountId: 1, subAccountIds: [] });
    });
    afterAll(() => server?.stop());

    /** A finished ride of vendor 1 that kept its trace and inspection (the seed keeps the last days'). */
    const tracedRide = async () => {
      const { db } = server.running.database;
      return db.selectFrom('rides').innerJoin('vehicleInspections', 'vehicleInspections.rideId', 'rides.id')
        .select(['rides.id', 'rides.driverFeeCents', 'rides.routeId', 'rides.vehicleId', 'rides.districtId'])
        .where('rides.vendorId', '=', 1).where('rides.status', '=', 'completed')
        .where((eb) => eb.exists(eb.selectFrom('positions').select('positions.id').whereRef('positions.rideId', '=', 'rides.id')))
        .orderBy('rides.id').executeTakeFirstOrThrow();
    };

    it("answers every output of the tenant's own ride, consistent with the ride", async () => {
      const { db } = server.running.database;
      const ride = await tracedRide();
      const path = (await vendor.get<RidePolyline>(`/api/rides/${ride.id}/polyline`)).body;
      const run = await db.selectFrom('routes').select(['polyline', 'stops']).where('id', '=', ride.routeId).executeTakeFirstOrThrow();
      expect(path).toMatchObject({ polyline: run.polyline, precision: 6 });
      expect(path.stops.map((stop) => stop.sequence)).toEqual(JSON.parse(run.stops).map((_: unknown, i: number) => i + 1));
      expect(JSON.stringify(path)).not.toContain('studentIds');

      const { driverFee } = (await vendor.get<{ driverFee: RideDriverFee }>(`/api/rides/${ride.id}/driver-fee`)).body;
      expect(driverFee.totalCents).toBe(ride.driverFeeCents);
      expect(driverFee.baseCents + driverFee.distanceCents + driverFee.timeCents + driverFee.adjustmentsCents).toBe(driverFee.totalCents);

      const { inspection } = (await vendor.get<{ inspection: RideEndOfRideInspection }>(`/api/rides/${ride.id}/end-of-ride-inspection`)).body;
      expect(inspection).toMatchObject({ vehicleId: ride.vehicleId, result: expect.stringMatching(/^(pass|defects|fail)$/) });
      expect(inspection.result === 'pass').toBe(inspection.defects.length === 0);

      const { traces } = (await vendor.get<{ traces: RideRouteTrace[] }>(`/api/rides/${ride.id}/route-traces`)).body;
      const stored = await db.selectFrom('positions').select(['lat', 'lng', 'recordedAt']).where('rideId', '=', ride.id).orderBy('recordedAt').execute();
      expect(traces).toHaveLength(1);
      expect(traces[0]).toMatchObject({ vehicleId: ride.vehicleId, pointCount: stored.length, from: stored[0].recordedAt });
      expect(polyline.decode(traces[0].polyline, 6)).toEqual(stored.map((p) => [p.lat, p.lng]));
      // Each point's time, for a replay: seconds after the first.
      expect(traces[0].secondsFromStart).toEqual(stored.map((p) => Math.round((Date.parse(p.recordedAt) - Date.parse(stored[0].recordedAt)) / 1000)));

      const { events } = (await vendor.get<{ events: RideHistoryEvent[] }>(`/api/rides/${ride.id}/history`)).body;
      expect(events[0].kind).toBe('created');
      expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort());
      expect(events.filter((e) => e.kind === 'status_changed').map((e) => e.details.to)).toEqual(['en_route', 'completed']);

      const { assignments } = (await vendor.get<{ assignments: RideVendorAssignment[] }>(`/api/rides/${ride.id}/vendor-assignments`)).body;
      expect(assignments[assignments.length - 1]).toMatchObject({ vendorId: 1, unassignedAt: null });
    });

    it("answers 404 for every output of another tenant's ride, and 400 for a malformed id", async () => {
      const { db } = server.running.database;
      const foreign = await db.selectFrom('rides').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
      for (const output of RIDE_DETAIL_OUTPUTS) {
        expect([output, (await vendor.get(`/api/rides/${foreign.id}/${output}`)).status]).toEqual([output, 404]);
        expect([output, (await vendor.get(`/api/rides/1e3/${output}`)).status]).toEqual([output, 400]);
      }
      const otherDistrict = await db.selectFrom('rides').select('id').where('districtId', '!=', 1).executeTakeFirstOrThrow();
      expect((await district.get(`/api/rides/${otherDistrict.id}/history`)).status).toBe(404);
    });

    it("keeps the driver fee, inspections and vendor history from a district coordinator, who lacks their codes", async () => {
      const ride = await server.running.database.db.selectFrom('rides').select('id').where('districtId', '=', 1).where('status', '=', 'completed').executeTakeFirstOrThrow();
      expect((await district.get(`/api/rides/${ride.id}/polyline`)).status).toBe(200);
      expect((await district.get(`/api/rides/${ride.id}/history`)).status).toBe(200);
      for (const output of ['driver-fee', 'end-of-ride-inspection', 'vendor-assignments']) {
        expect([output, (await district.get(`/api/rides/${ride.id}/${output}`)).status]).toEqual([output, 403]);
      }
    });

    it("shows a vendor that a ride was elsewhere before, not which competitor held it", async () => {
      const { db } = server.running.database;
      const reassigned = await db.selectFrom('rideVendorAssignments').select('rideId').where('vendorId', '!=', 1).where('unassignedAt', 'is not', null)
        .where('rideId', 'in', (eb) => eb.selectFrom('rides').select('id').where('vendorId', '=', 1)).executeTakeFirst();
      expect(reassigned).toBeDefined();
      const seen = (await vendor.get<{ assignments: RideVendorAssignment[] }>(`/api/rides/${reassigned!.rideId}/vendor-assignments`)).body.assignments;
      expect(seen[0]).toMatchObject({ vendorId: null, vendorName: null });
      expect(seen[seen.length - 1]).toMatchObject({ vendorId: 1, vendorName: expect.any(String) });
      const history = (await vendor.get<{ events: RideHistoryEvent[] }>(`/api/rides/${reassigned!.rideId}/history`)).body.events;
      expect(history.filter((e) => e.kind === 'vendor_assigned').map((e) => e.details.to)).toEqual([null, 1]);
      const operator = (await admin.get<{ assignments: RideVendorAssignment[] }>(`/api/rides/${reassigned!.rideId}/vendor-assignments`)).body.assignments;
      expect(operator[0].vendorId).toEqual(expect.any(Number));
      expect(operator[0].vendorId).not.toBe(1);
    });

    it('records every assignment and status change made through the API in the history, with who made it', async () => {
      const { db } = server.running.database;
      const ride = await db.selectFrom('rides').selectAll().where('vendorId', '=', 1).where('status', '=', 'assigned').orderBy('id').executeTakeFirstOrThrow();
      const spare = await db.selectFrom('vehicles').select('id').where('vendorId', '=', 1).where('id', '!=', ride.vehicleId).executeTakeFirstOrThrow();
      const before = (await vendor.get<{ events: RideHistoryEvent[] }>(`/api/rides/${ride.id}/history`)).body.events.length;

      const record = (await vendor.get<Record<string, unknown>>(`/api/rides/${ride.id}`)).body;
      const saved = await vendor.request<Record<string, unknown>>('PUT', `/api/rides/${ride.id}`, { ...record, vehicleId: spare.id, status: 'en_route' });
      expect([saved.status, saved.body]).toEqual([200, expect.objectContaining({ status: 'en_route' })]);
      const stale = await vendor.request('PUT', `/api/rides/${ride.id}`, { ...record, status: 'completed' });
      expect(stale.status).toBe(409);

      const events = (await vendor.get<{ events: RideHistoryEvent[] }>(`/api/rides/${ride.id}/history`)).body.events;
      expect(events.slice(before)).toEqual([
        expect.objectContaining({ kind: 'vehicle_assigned', details: { from: ride.vehicleId, to: spare.id }, actorName: expect.any(String) }),
        expect.objectContaining({ kind: 'status_changed', details: { from: 'assigned', to: 'en_route' } }),
      ]);

      const moved = await admin.request('PUT', `/api/rides/${ride.id}`, { ...saved.body, vendorId: 2, yardId: null, vehicleId: null, driverId: null });
      expect(moved.status).toBe(200);
      const open = await db.selectFrom('rideVendorAssignments').select(['vendorId', 'assignedByUserId']).where('rideId', '=', ride.id).where('unassignedAt', 'is', null).execute();
      expect(open).toEqual([{ vendorId: 2, assignedByUserId: 1 }]);
      expect((await vendor.get(`/api/rides/${ride.id}/history`)).status).toBe(404);
    });
  });
}
