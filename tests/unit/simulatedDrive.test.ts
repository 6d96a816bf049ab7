import { distanceToPathMeters, measurePath, type LatLng } from '../../server/telematics/geometry';
import { BACK_ON_ROUTE_METERS, OFF_ROUTE_METERS } from '../../server/telematics/ingest';
import { SimulatedDrive } from '../../server/telematics/simulatedDrive';

const RUN_MS = 100_000;
const WANDERER = { lateMinutes: 0, wandersOffRoute: true, flagsStop: () => false, missesStudent: false, leavesStudentOnBus: false, carriesStranger: false, dropsStudentEarly: false };

/** The distance from the path of each position the drive reports, by progress along the run. */
function distancesAlong(points: LatLng[]): { progress: number; meters: number }[] {
  const drive = new SimulatedDrive(1, 1, { path: measurePath(points), stops: [] }, 0, RUN_MS, WANDERER, 0);
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
