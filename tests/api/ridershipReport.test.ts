import type { PreparedReport } from '../../resources/reports/preparedReports';
import { RIDERSHIP_API, type RidershipReport } from '../../resources/reports/ridership';
import { todayIn } from '../../server/db/seed/calendar';
import { demoClients } from '../helpers/memberships';
import { describeWhen } from '../helpers/requirements';
import { postScans, rideWithRiders, scanOf } from '../helpers/ridershipBed';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(90_000);

const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the ridership report on ${kind}: assigned against rode, per run per day (issue "who is on the bus")`, () => {
    let server: TestServer;
    let clients: Awaited<ReturnType<typeof demoClients>>;
    let bed: Awaited<ReturnType<typeof rideWithRiders>>;
    let today: string;
    let seats: number;
    const report = (client: typeof clients.admin, query: string) => client.get<RidershipReport & { message: string; code: string }>(`${RIDERSHIP_API}?${query}`);

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      clients = await demoClients(server);
      const { db } = server.running.database;
      bed = await rideWithRiders(db, 1, 1);
      const { body: { account } } = await clients.vendor.get<{ account: { timezone: string } }>('/api/account');
      today = todayIn(account.timezone);
      // The ride is today's, and carries exactly its three students today (rideWithRiders set them up for its own day).
      await db.updateTable('rides').set({ rideDate: today }).where('id', '=', bed.bus.ride.id).execute();
      const runAssignments = db.updateTable('studentAssignments').where('routeId', '=', bed.bus.ride.routeId);
      await runAssignments.set({ effectiveTo: dayBefore(today, 1) }).where('effectiveTo', 'is not', null).execute();
      await runAssignments.set({ effectiveFrom: today }).where('effectiveTo', 'is', null).execute();
      ({ seats } = await db.selectFrom('vehicles').select('seats').where('id', '=', bed.bus.ride.vehicleId!).executeTakeFirstOrThrow());
      // Two of the three get on, the first off again before the others; a student of another run and a badge nobody knows get on too.
      // At most three on board at once: four if getting off were not counted.
      const [first, second] = bed.riders;
      const scans = [
        scanOf(first.badge, 'board', null, 9), scanOf(first.badge, 'alight', null, 8), scanOf(second.badge, 'board', null, 7),
        scanOf(bed.stranger.badge, 'board', null, 6), scanOf('RF-NOBODY-KNOWS', 'board', null, 5),
      ];
      expect((await postScans(server.url, bed.bus.token, scans)).status).toBe(202);
    });
    afterAll(() => server?.stop());

    it("counts a run's ride: assigned, with a badge, rode, not assigned, the most on board, the bus's seats", async () => {
      const { status, body } = await report(clients.vendor, `from=${today}&to=${today}&routeId=${bed.bus.ride.routeId}`);
      expect(status).toBe(200);
      expect(body.routeId).toBe(bed.bus.ride.routeId);
      const ride = body.rides.find(({ rideId }) => rideId === bed.bus.ride.id);
      expect(ride).toEqual({
        date: today, routeId: bed.bus.ride.routeId, rideId: bed.bus.ride.id, displayId: bed.bus.ride.displayId, status: bed.bus.ride.status,
        assigned: 3, badged: 3, rode: 2, unassigned: 2, peakOnBoard: 3, seats, scanned: true,
      });
      const [run] = body.runs;
      expect(run).toMatchObject({ routeId: bed.bus.ride.routeId, scannedRides: 1, assigned: 3, badged: 3, rode: 2, unassigned: 2, peakOnBoard: 3 });
      expect(run.seatsUsed).toBeCloseTo(3 / seats);
      expect(body.days).toEqual([{ date: today, rides: body.rides.length, scannedRides: 1, assigned: 3, badged: 3, rode: 2, unassigned: 2 }]);
    });

    it("reads the demo's past rides with their scans, every figure consistent, within the caller's tenant", async () => {
      const days = `from=${dayBefore(today, 13)}&to=${dayBefore(today, 1)}`;
      const [{ body: all }, { body: own }] = await Promise.all([report(clients.admin, days), report(clients.vendor, days)]);
      const scanned = all.days.filter((day) => day.scannedRides > 0);
      expect(scanned.length).toBeGreaterThan(0);
      for (const day of all.days) {
        expect(day.rode).toBeLessThanOrEqual(day.badged);
        expect(day.badged).toBeLessThanOrEqual(day.assigned);
        expect(day.scannedRides).toBeLessThanOrEqual(day.rides);
      }
      expect(scanned.some((day) => day.rode > 0)).toBe(true);
      expect(all.rides).toEqual([]);
      // The vendor's report holds only its own rides' runs: fewer than the operator's.
      const { db } = server.running.database;
      const vendorRuns = new Set((await db.selectFrom('rides').select('routeId').distinct().where('vendorId', 'in', [1, 2, 3])
        .where('rideDate', '>=', dayBefore(today, 13)).where('rideDate', '<=', dayBefore(today, 1)).execute()).map(({ routeId }) => routeId));
      expect(own.runs.length).toBeGreaterThan(0);
      expect(own.runs.length).toBeLessThan(all.runs.length);
      expect(own.runs.every(({ routeId }) => vendorRuns.has(routeId))).toBe(true);
      const foreign = all.runs.find(({ routeId }) => !vendorRuns.has(routeId))!;
      const { body: narrowed } = await report(clients.vendor, `${days}&routeId=${foreign.routeId}`);
      expect(narrowed).toMatchObject({ runs: [], rides: [], days: [] });
    });

    it('says what is wrong with the days or the run asked for', async () => {
      const cases: [string, RegExp][] = [
        [`from=${today}&to=2026-02-30`, /to: 2026-02-30 is not a day of the calendar/],
        [`from=${today}&to=${dayBefore(today, 1)}`, /comes after/],
        [`from=${dayBefore(today, 200)}&to=${today}`, /at most 92 days/],
        [`from=${today}&to=${today}&routeId=abc`, /routeId must be a run id/],
        [`from=${today}`, /required property 'to'/],
      ];
      for (const [query, message] of cases) {
        const { status, body } = await report(clients.vendor, query);
        expect([query, status]).toEqual([query, 400]);
        expect(body.message).toMatch(message);
      }
    });

    it('prepares the same report as a CSV file, one line per ride', async () => {
      const prepared = await clients.vendor.post<PreparedReport>(RIDERSHIP_API, { from: today, to: today });
      expect(prepared.status).toBe(201);
      expect(prepared.body.fileName).toBe(`ridership-${today}-to-${today}.csv`);
      const file = await clients.vendor.get<string>(prepared.body.downloadPath);
      const lines = file.body.trim().split('\r\n');
      expect(lines[0]).toBe('date,run,direction,district,vendor,ride,status,badge_scans,assigned,assigned_with_badge,rode,rode_percent,not_assigned,peak_on_board,seats,seats_used_percent');
      expect(lines).toHaveLength(prepared.body.lines + 1);
      const line = lines.find((text) => text.split(',')[5] === String(bed.bus.ride.displayId))!;
      expect(line.split(',').slice(7)).toEqual(['yes', '3', '3', '2', '66.7', '2', '3', String(seats), String(Math.round((3 / seats) * 1000) / 10)]);
    });
  });
}
