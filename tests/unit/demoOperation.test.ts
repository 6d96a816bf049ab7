import polyline from '@mapbox/polyline';
import { generateOrganisation } from '../../server/db/seed/generateOrganisation';
import { generateRides } from '../../server/db/seed/generateRides';
import { generateRouting } from '../../server/db/seed/generateRouting';
import { SMALL_DEMO_SIZE } from '../../server/db/seed/operation';
import { SeededRandom } from '../../server/db/seed/random';

const NOW = '2026-11-21T12:00:00.000Z';
const TODAY = '2026-11-23';

function build(seed: number) {
  const random = new SeededRandom(seed);
  const org = generateOrganisation(random, SMALL_DEMO_SIZE, TODAY, NOW);
  const routing = generateRouting(random, org, SMALL_DEMO_SIZE, TODAY, NOW);
  const rides = [...generateRides(random, org, routing, ['2026-11-20', TODAY], TODAY, NOW)].flat();
  return { org, routing, rides };
}

describe('demo operation generator', () => {
  it('builds the same operation from the same seed, and another from another seed', () => {
    expect(JSON.stringify(build(7))).toBe(JSON.stringify(build(7)));
    expect(JSON.stringify(build(7))).not.toBe(JSON.stringify(build(8)));
  });

  it("keeps every run, ride and student inside its district's vendors and campuses", () => {
    const { org, routing, rides } = build(1);
    const campusDistrict = new Map(org.campuses.map((c) => [c.id, c.districtId]));
    const vehicleVendor = new Map(org.vehicles.map((v) => [v.id, v.vendorId]));
    const driverVendor = new Map(org.drivers.map((d) => [d.id, d.vendorId]));
    for (const run of routing.routes) expect(campusDistrict.get(run.campusId!)).toBe(run.districtId);
    for (const student of routing.students) expect(campusDistrict.get(student.campusId)).toBe(student.districtId);
    for (const ride of rides) {
      if (ride.vehicleId) expect(vehicleVendor.get(ride.vehicleId)).toBe(ride.vendorId);
      if (ride.driverId) expect(driverVendor.get(ride.driverId)).toBe(ride.vendorId);
    }
  });

  it('draws each run as a decodable polyline (precision 6) that ends at the school in the morning', () => {
    const { org, routing } = build(1);
    const run = routing.routes.find((r) => r.direction === 'AM')!;
    const campus = org.campuses.find((c) => c.id === run.campusId)!;
    const points = polyline.decode(run.polyline!, 6);
    expect(points.length).toBeGreaterThan(5);
    expect(points[points.length - 1]).toEqual([campus.lat, campus.lng]);
  });

  it('finishes past rides and plans the rest', () => {
    const { rides } = build(3);
    const past = rides.filter((r) => r.rideDate < TODAY);
    const upcoming = rides.filter((r) => r.rideDate >= TODAY);
    expect(new Set(past.map((r) => r.status))).toEqual(new Set(['completed', 'cancelled']));
    expect(upcoming.every((r) => ['scheduled', 'assigned', 'cancelled'].includes(r.status))).toBe(true);
    expect(past.filter((r) => r.status === 'completed').every((r) => r.actualStart && r.actualEnd)).toBe(true);
  });
});
