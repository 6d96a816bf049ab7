import { MAX_SCANS_PER_BATCH } from '../../../server/routes/telematics';
import { LAST_SEEN_EVERY_MS } from '../../../server/telematics/devices';
import type { ScanOutcome } from '../../../server/telematics/scans';
import { describeWhen } from '../../helpers/requirements';
import { startableRideOf } from '../../helpers/startableRide';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(60_000);

/** Posts badge scans as a bus's reader with `token` would. */
const postScans = (baseUrl: string, token: string, scans: object[]) => fetch(`${baseUrl}/api/telematics/scans`, {
  method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ scans }),
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `badge scans from a bus's reader on ${kind} (issue "who is on the bus")`, () => {
    let server: TestServer;
    let bus: Awaited<ReturnType<typeof startableRideOf>>;
    let other: Awaited<ReturnType<typeof startableRideOf>>;
    const db = () => server.running.database.db;

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      bus = await startableRideOf(db(), 1, 1);
      other = await startableRideOf(db(), 2);
      // The bus drives this ride alone today: a scan hours away from it belongs to no ride.
      await db().updateTable('rides').set({ vehicleId: null }).where('vehicleId', '=', bus.ride.vehicleId).where('id', '!=', bus.ride.id).execute();
    });
    afterAll(() => server?.stop());

    /** An active badge of a student of the ride's district, and its holder. */
    const activeBadge = async (districtId: number) => db().selectFrom('studentRfidBadges').select(['code', 'studentId'])
      .where('status', '=', 'active').where('districtId', '=', districtId).orderBy('id').executeTakeFirstOrThrow();

    it('stores each scan with the ride running then and the student whose active badge it is, in the ride\'s tenant', async () => {
      const badge = await activeBadge(bus.ride.districtId);
      const response = await postScans(server.url, bus.token, [
        { scanId: 'r1-0001', recordedAt: minutesFromNow(-4), badge: badge.code, kind: 'board', lat: bus.firstStop.lat, lng: bus.firstStop.lng },
      ]);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ accepted: 1, duplicates: 0, unknownBadges: [], withoutRide: 0 } satisfies ScanOutcome);
      const stored = await db().selectFrom('studentScans').selectAll().where('scanId', '=', 'r1-0001').executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        vehicleId: bus.ride.vehicleId, rideId: bus.ride.id, studentId: badge.studentId, kind: 'board', badge: badge.code,
        districtId: bus.ride.districtId, campusId: bus.ride.campusId, vendorId: bus.ride.vendorId, yardId: bus.ride.yardId,
      });
    });

    it("marks the bus's device seen, to the minute: a device posting every few seconds writes its row once a minute", async () => {
      const seen = async () => (await db().selectFrom('telematicsDevices').select('lastSeenAt').where('vehicleId', '=', other.ride.vehicleId!).executeTakeFirstOrThrow()).lastSeenAt;
      await db().updateTable('telematicsDevices').set({ lastSeenAt: new Date(Date.now() - LAST_SEEN_EVERY_MS - 1000).toISOString() }).where('vehicleId', '=', other.ride.vehicleId!).execute();
      const scan = (n: number) => ({ scanId: `seen-${n}`, recordedAt: minutesFromNow(-1), badge: 'RF0000000000', kind: 'board' });
      const before = Date.now();
      expect((await postScans(server.url, other.token, [scan(1)])).status).toBe(202);
      const first = await seen();
      expect(Date.parse(first!)).toBeGreaterThanOrEqual(before);
      expect((await postScans(server.url, other.token, [scan(2)])).status).toBe(202);
      expect(await seen()).toBe(first);
    });

    it('stores a scan sent again once, within a batch and across batches, and says so', async () => {
      const badge = await activeBadge(bus.ride.districtId);
      const scan = { scanId: 'r1-0002', recordedAt: minutesFromNow(-3), badge: badge.code, kind: 'alight' };
      expect(await (await postScans(server.url, bus.token, [scan, scan])).json()).toMatchObject({ accepted: 1, duplicates: 1 });
      expect(await (await postScans(server.url, bus.token, [scan])).json()).toMatchObject({ accepted: 0, duplicates: 1 });
      const stored = await db().selectFrom('studentScans').select('id').where('vehicleId', '=', bus.ride.vehicleId!).where('scanId', '=', 'r1-0002').execute();
      expect(stored).toHaveLength(1);
      // Scan ids are the device's own: another bus may use the same one.
      expect(await (await postScans(server.url, other.token, [scan])).json()).toMatchObject({ accepted: 1, duplicates: 0 });
    });

    it("takes scans late and out of order, each matched to the ride of its own time; one outside every ride's time is kept without one", async () => {
      const badge = await activeBadge(bus.ride.districtId);
      // A tablet that was offline: the newest first, one from the small hours before any ride.
      const response = await postScans(server.url, bus.token, [
        { scanId: 'r1-0004', recordedAt: minutesFromNow(-1), badge: badge.code, kind: 'alight' },
        { scanId: 'r1-0003', recordedAt: minutesFromNow(-2), badge: badge.code, kind: 'board' },
        { scanId: 'r1-night', recordedAt: minutesFromNow(-10 * 60), badge: badge.code, kind: 'board' },
      ]);
      expect(await response.json()).toMatchObject({ accepted: 3, withoutRide: 1 });
      const stored = await db().selectFrom('studentScans').select(['scanId', 'rideId']).where('vehicleId', '=', bus.ride.vehicleId!)
        .where('scanId', 'in', ['r1-0003', 'r1-0004', 'r1-night']).orderBy('scanId').execute();
      expect(stored).toEqual([{ scanId: 'r1-0003', rideId: bus.ride.id }, { scanId: 'r1-0004', rideId: bus.ride.id }, { scanId: 'r1-night', rideId: null }]);
    });

    it('keeps a scan whose badge no student holds (unknown, lost or only ordered) and reports the badge', async () => {
      const lost = await db().selectFrom('studentRfidBadges').select('code').where('status', '<>', 'active').executeTakeFirst();
      const badges = ['NO-SUCH-BADGE', ...(lost ? [lost.code] : [])];
      const response = await postScans(server.url, bus.token, badges.map((badge, index) => ({ scanId: `r1-unknown-${index}`, recordedAt: minutesFromNow(-1), badge, kind: 'board' })));
      expect(await response.json()).toMatchObject({ accepted: badges.length, unknownBadges: badges });
      const stored = await db().selectFrom('studentScans').select(['badge', 'studentId', 'rideId']).where('scanId', 'like', 'r1-unknown-%').orderBy('scanId').execute();
      expect(stored).toEqual(badges.map((badge) => ({ badge, studentId: null, rideId: bus.ride.id })));
    });

    it('refuses what is not a device, a batch it cannot read, and a time ahead of the clock, storing nothing of it', async () => {
      const before = await db().selectFrom('studentScans').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const scan = { scanId: 'r1-bad', recordedAt: minutesFromNow(-1), badge: 'X', kind: 'board' };
      const refusals: [Response, number, string][] = [
        [await postScans(server.url, 'not-a-token-of-any-device-000', [scan]), 401, 'DEVICE_UNAUTHORIZED'],
        [await fetch(`${server.url}/api/telematics/scans`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scans: [scan] }) }), 401, 'DEVICE_UNAUTHORIZED'],
        [await postScans(server.url, bus.token, []), 400, 'VALIDATION_FAILED'],
        [await postScans(server.url, bus.token, [{ ...scan, kind: 'wave' }]), 400, 'VALIDATION_FAILED'],
        [await postScans(server.url, bus.token, [{ ...scan, badge: '' }]), 400, 'VALIDATION_FAILED'],
        [await postScans(server.url, bus.token, [{ ...scan, recordedAt: 'yesterday' }]), 400, 'VALIDATION_FAILED'],
        [await postScans(server.url, bus.token, [{ ...scan, lat: 91 }]), 400, 'VALIDATION_FAILED'],
        [await postScans(server.url, bus.token, [{ ...scan, extra: true }]), 400, 'VALIDATION_FAILED'],
        [await postScans(server.url, bus.token, Array.from({ length: MAX_SCANS_PER_BATCH + 1 }, (_, index) => ({ ...scan, scanId: `r1-many-${index}` }))), 400, 'VALIDATION_FAILED'],
        [await postScans(server.url, bus.token, [scan, { ...scan, scanId: 'r1-ahead', recordedAt: minutesFromNow(30) }]), 400, 'CLOCK_AHEAD'],
      ];
      expect(await Promise.all(refusals.map(async ([response]) => [response.status, ((await response.json()) as { code: string }).code])))
        .toEqual(refusals.map(([, status, code]) => [status, code]));
      const after = await db().selectFrom('studentScans').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });
}
