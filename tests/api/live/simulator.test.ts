import { signedIn } from '../../helpers/apiClient';
import { collect, eventually, liveSocketOf, subscribe } from '../../helpers/liveClient';
import { startTestServer, type TestServer } from '../../helpers/testServer';
import { LATE_AFTER_MINUTES, raiseLateRideIssues } from '../../../server/telematics/lateRides';
import { simulatedRouteOf, traitsOf } from '../../../server/telematics/simulatedDrive';
import { DemoSimulator } from '../../../server/telematics/simulator';
import { studentsAtStops } from '../../../server/transportation/stopStudents';

jest.setTimeout(120_000);

const HOUR_MS = 3_600_000;

/**
 * The demo's rides are seeded around the real date, so during the demo districts' school hours
 * some are due right now. These tests set the scene themselves: every ride due or under way within
 * two hours of now moves to the next day, so that neither the simulator nor the ingest finds any
 * ride about now but the ones a test puts there, at whatever time of day the tests run.
 */
async function clearTheRoad(server: TestServer, now: number): Promise<void> {
  const { db } = server.running.database;
  const around = await db.selectFrom('rides').select(['id', 'scheduledStart', 'scheduledEnd']).where('status', 'in', ['assigned', 'en_route'])
    .where('scheduledStart', '<=', new Date(now + 2 * HOUR_MS).toISOString()).where('scheduledEnd', '>=', new Date(now - 2 * HOUR_MS).toISOString()).execute();
  const nextDay = (at: string) => new Date(Date.parse(at) + 24 * HOUR_MS).toISOString();
  for (const ride of around) {
    await db.updateTable('rides').set({ status: 'assigned', actualStart: null, scheduledStart: nextDay(ride.scheduledStart), scheduledEnd: nextDay(ride.scheduledEnd) })
      .where('id', '=', ride.id).execute();
  }
}

describe('the demo simulator and the late-ride sweep (spec 1.3, 7.7)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('drives rides along their runs through the ingest: started, stored, flagged, off route and back, finished', async () => {
    const { db } = server.running.database;
    const simulator = new DemoSimulator(db, server.running.positions, { intervalMs: 1_000, speed: 60, keepOnRoad: 4, maxVehicles: 20 }, () => undefined);
    const start = Date.now();
    await clearTheRoad(server, start);
    // The rides it brings forward are today's, whatever the day: at a weekend nobody would ride them, and nothing would be scanned.
    await db.updateTable('studentAssignments').set({ daysOfWeek: JSON.stringify(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']) }).execute();
    await simulator.tick(start);
    const driven = simulator.driving();
    expect(driven.length).toBeGreaterThanOrEqual(4);
    expect(new Set(driven.map((d) => d.vehicleId)).size).toBe(driven.length);
    const rideIds = driven.map((d) => d.rideId);
    const rescheduled = await db.selectFrom('rideEvents').select('rideId').where('kind', '=', 'rescheduled').where('rideId', 'in', rideIds).execute();
    expect(rescheduled.length).toBeGreaterThanOrEqual(4);

    // Twenty simulated minutes, a position every five seconds: every run (an hour or two at sixty times) ends.
    for (let t = start + 5_000; t <= start + 20 * 60_000; t += 5_000) await simulator.tick(t);

    const rides = await db.selectFrom('rides').select(['id', 'status', 'actualStart', 'actualEnd']).where('id', 'in', rideIds).execute();
    for (const ride of rides) {
      expect([ride.id, ride.status]).toEqual([ride.id, 'completed']);
      expect(Date.parse(ride.actualEnd!)).toBeGreaterThan(Date.parse(ride.actualStart!));
      const stored = await db.selectFrom('positions').select('id').where('rideId', '=', ride.id).execute();
      expect(stored.length).toBeGreaterThan(3);
      const offRoute = await db.selectFrom('routeIssues').select(['resolvedAt']).where('rideId', '=', ride.id).where('kind', '=', 'off_route').execute();
      if (traitsOf(ride.id).wandersOffRoute) {
        expect(offRoute.length).toBeGreaterThan(0);
        expect(offRoute.every((issue) => issue.resolvedAt !== null)).toBe(true);
      } else {
        expect(offRoute).toEqual([]);
      }
    }
    // Each ride brought forward was driven from its first stop: exactly the stops its traits flag are flagged.
    for (const { rideId } of rescheduled) {
      const { routeId } = await db.selectFrom('rides').select('routeId').where('id', '=', rideId).executeTakeFirstOrThrow();
      const run = await db.selectFrom('routes').select(['polyline', 'stops']).where('id', '=', routeId).executeTakeFirstOrThrow();
      const traits = traitsOf(rideId);
      const expected = simulatedRouteOf(run.polyline!, run.stops)!.stops.filter((_, index) => traits.flagsStop(index)).map((stop) => stop.sequence);
      const flagged = await db.selectFrom('flaggedCheckpoints').select(['stopSequence', 'source']).where('rideId', '=', rideId).orderBy('id').execute();
      expect([rideId, flagged.map((checkpoint) => checkpoint.stopSequence)]).toEqual([rideId, expected]);
      expect(flagged.every((checkpoint) => checkpoint.source === 'driver_app')).toBe(true);
    }
    // Each ride's students were scanned on and off as its traits say: all but a missed one on, a stranger now and then.
    let scanned = 0;
    await server.running.positions!.ridership.sweepLeftOnBus(new Date(start + 40 * 60_000));
    for (const { rideId } of rescheduled) {
      const ride = await db.selectFrom('rides').select(['routeId', 'rideDate']).where('id', '=', rideId).executeTakeFirstOrThrow();
      const run = await db.selectFrom('routes').select('direction').where('id', '=', ride.routeId).executeTakeFirstOrThrow();
      const assigned = [...((await studentsAtStops(db, [ride.routeId], ride.rideDate)).get(ride.routeId)?.values() ?? [])].flat();
      const withBadges = assigned.length ? await db.selectFrom('studentRfidBadges').select('studentId').where('status', '=', 'active').where('studentId', 'in', assigned).execute() : [];
      const traits = traitsOf(rideId);
      const boards = await db.selectFrom('studentScans').select('studentId').where('rideId', '=', rideId).where('kind', '=', 'board').execute();
      const missed = traits.missesStudent && withBadges.length ? 1 : 0;
      expect([rideId, boards.length]).toEqual([rideId, withBadges.length - missed + (traits.carriesStranger ? 1 : 0)]);
      scanned += boards.length;
      const issues = await db.selectFrom('routeIssues').select(['kind', 'studentId']).where('rideId', '=', rideId).execute();
      expect([rideId, issues.filter(({ kind }) => kind === 'wrong_bus').length]).toEqual([rideId, traits.carriesStranger ? 1 : 0]);
      const leftOnBus = issues.filter(({ kind }) => kind === 'left_on_bus').length;
      const staysOn = run.direction === 'AM' && traits.leavesStudentOnBus && withBadges.length > 1 ? 1 : 0;
      expect([rideId, leftOnBus]).toEqual([rideId, staysOn]);
    }
    expect(scanned).toBeGreaterThan(0);
  });

  it('drives the rides due anyway at its speed too: one due now, and one under way from where its timetable has it', async () => {
    const { db } = server.running.database;
    const simulator = new DemoSimulator(db, server.running.positions, { intervalMs: 1_000, speed: 60, keepOnRoad: 0, maxVehicles: 20 }, () => undefined);
    const start = Date.now();
    await clearTheRoad(server, start);
    const [due, underWay] = await db.selectFrom('rides').select(['id', 'vehicleId']).where('status', '=', 'assigned').where('vehicleId', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('rides as other').select('other.id').whereRef('other.vehicleId', '=', 'rides.vehicleId').where('other.status', '=', 'en_route'))))
      // Not one the case above brought forward and left waiting (which of them it did depends on the hour it runs at).
      .where((eb) => eb.not(eb.exists(eb.selectFrom('rideEvents').select('rideEvents.id').whereRef('rideEvents.rideId', '=', 'rides.id').where('rideEvents.kind', '=', 'rescheduled'))))
      .orderBy('id').limit(40).execute()
      // Not one of the rides that leave late.
      .then((rides) => rides.filter(({ id }) => traitsOf(id).lateMinutes === 0))
      .then((rides) => [rides[0], rides.find((ride) => ride.vehicleId !== rides[0].vehicleId)!]);
    // Each an hour long: the one due now began a minute ago; the one under way set off half an hour ago.
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    await db.updateTable('rides').set({ scheduledStart: at(-1), scheduledEnd: at(59) }).where('id', '=', due.id).execute();
    await db.updateTable('rides').set({ status: 'en_route', scheduledStart: at(-30), scheduledEnd: at(30), actualStart: at(-30) }).where('id', '=', underWay.id).execute();
    await simulator.tick(start);
    expect(simulator.driving().map(({ rideId }) => rideId).sort()).toEqual([due.id, underWay.id].sort());
    const statusAt = async (t: number) => {
      await simulator.tick(t);
      return db.selectFrom('rides').select(['id', 'status']).where('id', 'in', [due.id, underWay.id]).orderBy('id').execute()
        .then((rides) => Object.fromEntries(rides.map(({ id, status }) => [id === due.id ? 'due' : 'underWay', status])));
    };
    // Sixty times faster: the half hour left of the one under way takes 30 s, the hour of the one due a minute.
    expect(await statusAt(start + 20_000)).toEqual({ due: 'en_route', underWay: 'en_route' });
    expect(await statusAt(start + 40_000)).toEqual({ due: 'en_route', underWay: 'completed' });
    expect(await statusAt(start + 70_000)).toEqual({ due: 'completed', underWay: 'completed' });
    expect((await db.selectFrom('rideEvents').select('id').where('kind', '=', 'rescheduled').where('rideId', 'in', [due.id, underWay.id]).execute())).toEqual([]);
  });

  it('raises a late issue once for a ride not started in time, live, and settles it when the ride starts', async () => {
    const { db } = server.running.database;
    const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    await clearTheRoad(server, Date.now());
    const socket = await liveSocketOf(yard);
    const issues = collect(socket, 'route-issues');
    expect(await subscribe(socket, { feed: 'route-issues' })).toEqual({ ok: true });

    const { id } = await db.selectFrom('rides').select('id').where('vendorId', '=', 1).where('yardId', '=', 1).where('status', '=', 'assigned')
      .where('vehicleId', 'is not', null)
      // Its vehicle is not on another ride (the simulator above may have left one under way).
      .where((eb) => eb.not(eb.exists(eb.selectFrom('rides as other').select('other.id').whereRef('other.vehicleId', '=', 'rides.vehicleId').where('other.status', '=', 'en_route'))))
      .orderBy('scheduledStart', 'desc').executeTakeFirstOrThrow();
    const scheduledStart = new Date(Date.now() - (LATE_AFTER_MINUTES + 3) * 60_000);
    const ride = await db.updateTable('rides').set({ scheduledStart: scheduledStart.toISOString(), scheduledEnd: new Date(scheduledStart.getTime() + 3_600_000).toISOString() })
      .where('id', '=', id).returningAll().executeTakeFirstOrThrow();

    expect(await raiseLateRideIssues(db, server.running.live)).toBeGreaterThanOrEqual(1);
    await raiseLateRideIssues(db, server.running.live);
    const late = await db.selectFrom('routeIssues').selectAll().where('rideId', '=', id).where('kind', '=', 'late').execute();
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ resolvedAt: null, details: `Not started ${LATE_AFTER_MINUTES + 3} minutes after the scheduled start` });
    await eventually(() => issues.some((issue) => issue.rideId === id && issue.kind === 'late'), 'the late issue, live');

    const run = await db.selectFrom('routes').select('stops').where('id', '=', ride.routeId).executeTakeFirstOrThrow();
    const [firstStop] = JSON.parse(run.stops) as { lat: number; lng: number }[];
    await server.running.positions.ingest(ride.vehicleId!, [{ recordedAt: new Date().toISOString(), lat: firstStop.lat, lng: firstStop.lng }]);
    const settled = await db.selectFrom('routeIssues').select(['resolvedAt', 'resolution']).where('id', '=', late[0].id).executeTakeFirstOrThrow();
    expect(settled.resolution).toBe('Started');
    await eventually(() => issues.some((issue) => issue.id === late[0].id && issue.resolvedAt !== null), 'the settled late issue, live');
    socket.disconnect();
  });
});
