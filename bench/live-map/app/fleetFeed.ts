import type { LiveVehicle } from '../../../resources/live/snapshot';

/** The demo's three cities (server/db/seed/operation.ts): the fleet drives around them. */
export const CITIES = [{ lat: 38.5816, lng: -121.4944 }, { lat: 30.2672, lng: -97.7431 }, { lat: 39.7392, lng: -104.9903 }];
/** How far from its city's centre a bus starts, at most, in degrees: a district's streets. */
const SPREAD_DEG = 0.12;
/** A school bus in town: about 30 km/h, in degrees of latitude per second. */
const STEP_DEG_PER_SECOND = 30 / 3_600 / 111;
const STATUSES: LiveVehicle['rideStatus'][] = ['en_route', 'en_route', 'en_route', 'assigned', 'completed'];

/** A repeatable sequence, so that both sides of the benchmark draw the same fleet. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * A fleet as the live map receives it (snapshot, then a batch of positions every second): `size`
 * buses spread over the three cities, each driving its heading and turning now and then.
 */
export class FleetFeed {
  vehicles: LiveVehicle[];
  private readonly random = seeded(7);
  private clock = Date.parse('2026-11-27T14:00:00Z');

  constructor(size: number) {
    this.vehicles = Array.from({ length: size }, (_, index) => {
      const city = CITIES[index % CITIES.length];
      return {
        vehicleId: index + 1, rideId: index + 1, rideDisplayId: 100_000 + index, rideStatus: STATUSES[index % STATUSES.length],
        vehicleNumber: String(100 + index), driverName: `Driver ${index + 1}`, runNumber: `AM-${String(index + 1).padStart(5, '0')}`,
        lat: city.lat + (this.random() * 2 - 1) * SPREAD_DEG, lng: city.lng + (this.random() * 2 - 1) * SPREAD_DEG,
        heading: Math.floor(this.random() * 360), speedKph: 30, at: new Date(this.clock).toISOString(), nextStop: null,
      };
    });
  }

  /** A second later: every bus reports where it drove, one in ten having turned. */
  next(): LiveVehicle[] {
    this.clock += 1_000;
    const at = new Date(this.clock).toISOString();
    this.vehicles = this.vehicles.map((vehicle) => {
      const heading = this.random() < 0.1 ? (vehicle.heading! + 90) % 360 : vehicle.heading!;
      const radians = (heading * Math.PI) / 180;
      return {
        ...vehicle, heading, at,
        lat: vehicle.lat + Math.cos(radians) * STEP_DEG_PER_SECOND,
        lng: vehicle.lng + (Math.sin(radians) * STEP_DEG_PER_SECOND) / Math.cos((vehicle.lat * Math.PI) / 180),
      };
    });
    return this.vehicles;
  }
}
