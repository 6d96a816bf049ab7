import { RESOURCES } from '../../resources';
import { inEffectOn } from '../../resources/student-assignments/serviceState';
import { positionOf, TIME_LAPSE } from '../../src/mocks/live/fleetMotion';
import { buildMockStore } from '../../src/mocks/records/mockStore';
import { RIDES_ON_THE_ROAD } from '../../src/mocks/records/rideOperations';

/** Instants on the mock account's (US Pacific) clock: a school morning, and the middle of the night. */
const MORNING = Date.parse('2026-11-18T07:30:00-08:00');
const NIGHT = Date.parse('2026-11-18T02:00:00-08:00');

describe('the mock operation of mock API mode (spec 1.7)', () => {
  it('is the same operation for the same instant, so that screenshots of it are stable', () => {
    const [first, second] = [buildMockStore(MORNING), buildMockStore(MORNING)];
    for (const { name } of RESOURCES) expect(second.rowsOf(name)).toEqual(first.rowsOf(name));
    expect(second.routeIssues).toEqual(first.routeIssues);
  });

  it.each([['on a school morning', MORNING], ['in the middle of the night', NIGHT]])('keeps %s a fleet on the road today, one ride per vehicle', (_when, now) => {
    const store = buildMockStore(now);
    const underWay = store.rowsOf('rides').filter((ride) => ride.status === 'en_route');
    expect(underWay).toHaveLength(RIDES_ON_THE_ROAD);
    expect(underWay.every((ride) => ride.rideDate === store.clock.today && Date.parse(String(ride.actualStart)) <= now)).toBe(true);
    expect(new Set(underWay.map((ride) => ride.vehicleId)).size).toBe(RIDES_ON_THE_ROAD);
  });

  it('has its rides behind their run: the run\'s district, campus and vendor, times on the ride\'s day', () => {
    const store = buildMockStore(MORNING);
    for (const ride of store.rowsOf('rides').filter((candidate) => candidate.status === 'completed')) {
      const run = store.byId('routes', ride.routeId)!;
      expect([ride.districtId, ride.campusId, ride.vendorId]).toEqual([run.districtId, run.campusId, run.vendorId]);
      expect(store.clock.wallTime(String(ride.scheduledStart))).toEqual({ date: ride.rideDate, time: run.startTime });
    }
  });

  it("seats each student on a morning run's stop and at the same place on its afternoon twin, the stops themselves listing nobody", () => {
    const store = buildMockStore(MORNING);
    const current = store.rowsOf('student-assignments').filter((assignment) => inEffectOn(assignment as unknown as Parameters<typeof inEffectOn>[0], store.clock.today));
    expect(new Set(current.map((assignment) => assignment.studentId)).size).toBe(store.rowsOf('students').length);
    for (const student of store.rowsOf('students')) {
      const [morning, afternoon] = current.filter((assignment) => assignment.studentId === student.id);
      const [run, twin] = [store.byId('routes', morning.routeId)!, store.byId('routes', afternoon.routeId)!];
      const stopOf = (of: typeof run, sequence: unknown) => (of.stops as { sequence: number; lat: number; lng: number }[]).find((stop) => stop.sequence === sequence)!;
      expect([run.direction, twin.direction, twin.id, run.campusId]).toEqual(['AM', 'PM', run.id + 1, student.campusId]);
      expect(stopOf(twin, afternoon.stopSequence)).toMatchObject({ lat: stopOf(run, morning.stopSequence).lat, lng: stopOf(run, morning.stopSequence).lng });
    }
    expect(store.rowsOf('routes').flatMap((run) => run.stops as object[]).filter((stop) => 'studentIds' in stop)).toEqual([]);
  });

  it('moves a vehicle under way along its run, faster than the timetable so that the live map visibly moves', () => {
    const store = buildMockStore(MORNING);
    const ride = store.rowsOf('rides').find((candidate) => candidate.status === 'en_route')!;
    const [before, after] = [positionOf(store, ride, MORNING), positionOf(store, ride, MORNING + 2_000)];
    expect(after).toMatchObject({ vehicleId: ride.vehicleId, rideId: ride.id });
    const metres = Math.hypot((after!.lat - before!.lat) * 111_320, (after!.lng - before!.lng) * 111_320 * Math.cos((before!.lat * Math.PI) / 180));
    // At 15–60 km/h on the road's own clock, two seconds at TIME_LAPSE times that speed.
    expect(metres).toBeGreaterThan((15 / 3.6) * 2 * TIME_LAPSE * 0.5);
  });
});
