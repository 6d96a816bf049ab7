import polyline from '@mapbox/polyline';
import { distanceToPathMeters, measurePath, type LatLng } from '../../server/telematics/geometry';
import { BACK_ON_ROUTE_METERS, OFF_ROUTE_METERS } from '../../server/telematics/ingest';
import { SimulatedDrive, simulatedRouteOf } from '../../server/telematics/simulatedDrive';

const RUN_MS = 100_000;
const WANDERER = { lateMinutes: 0, wandersOffRoute: true, flagsStop: () => false, missesStudent: false, leavesStudentOnBus: false, carriesStranger: false, dropsStudentEarly: false };

/** The distance from the path of each position the drive reports, by progress along the run. */
function distancesAlong(points: LatLng[]): { progress: number; meters: number }[] {
  const path = measurePath(points);
  const drive = new SimulatedDrive(1, 1, { path, stops: [], timetable: [{ share: 0, meters: 0 }, { share: 1, meters: path.lengthMeters }] }, 0, RUN_MS, WANDERER, 0);
  const distances: { progress: number; meters: number }[] = [];
  for (let at = 0; at <= RUN_MS; at += 1_000) {
    const position = drive.positionAt(at)!;
    distances.push({ progress: at / RUN_MS, meters: distanceToPathMeters(points, [position.lat, position.lng]) });
  }
  return distances;
}

describe('a simulated drive that wanders off its route', () => {
  // Sacramento streets: one running due north, one due east, and one that turns back on itself.
  const routes: Record<string, LatLng[]> = {
    'due north': [[38.52, -121.5035], [38.55, -121.5035], [38.58, -121.5035]],
    'due east': [[38.52, -121.53], [38.52, -121.50], [38.52, -121.47]],
    'north, then back south a block east': [[38.52, -121.5035], [38.58, -121.5035], [38.58, -121.4995], [38.52, -121.4995]],
  };

  it.each(Object.keys(routes))('leaves the path %s by more than the off-route distance, and comes back to it', (name) => {
    const distances = distancesAlong(routes[name]);
    const wandering = distances.filter(({ progress }) => progress >= 0.4 && progress <= 0.55);
    const driving = distances.filter(({ progress }) => progress < 0.4 || progress > 0.55);
    expect(wandering.length).toBeGreaterThan(10);
    expect(Math.min(...wandering.map(({ meters }) => meters))).toBeGreaterThan(OFF_ROUTE_METERS);
    expect(Math.max(...driving.map(({ meters }) => meters))).toBeLessThan(BACK_ON_ROUTE_METERS);
  });
});

describe("a simulated drive keeps its run's timetable", () => {
  // A run due north: waits 5 minutes at its first stop, then a slow leg and a quick one, then to school.
  const points: LatLng[] = [[38.52, -121.5], [38.53, -121.5], [38.54, -121.5], [38.56, -121.5]];
  const stops = [
    { sequence: 1, lat: 38.52, lng: -121.5, time: '07:05' },
    { sequence: 2, lat: 38.53, lng: -121.5, time: '07:25' },
    { sequence: 3, lat: 38.54, lng: -121.5, time: '07:30' },
  ];
  const route = simulatedRouteOf(polyline.encode(points, 6), JSON.stringify(stops), { startTime: '07:00', endTime: '07:40' })!;

  it('is at each stop when the timetable has it there, wherever the stops lie along the path', () => {
    const drive = new SimulatedDrive(1, 1, route, 0, 40 * 60_000, { ...WANDERER, wandersOffRoute: false }, 0);
    const reportedAt = (minute: number) => drive.positionAt(minute * 60_000)!;
    for (const [minute, stop] of [[0, stops[0]], [5, stops[0]], [25, stops[1]], [30, stops[2]]] as const) {
      const { lat, lng } = reportedAt(minute);
      expect([minute, Math.round(lat * 1e4) / 1e4, lng]).toEqual([minute, stop.lat, stop.lng]);
    }
    expect(reportedAt(40).lat).toBeCloseTo(38.56, 5);
    // The slow leg: halfway through its 20 minutes, halfway between its stops.
    expect(reportedAt(15).lat).toBeCloseTo(38.525, 3);
  });
});
