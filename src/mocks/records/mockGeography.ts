import polyline from '@mapbox/polyline';
import { distanceMeters, type Point } from '../../../resources/transportation-requests/busLookup';
import type { KeyedRandom } from './keyedRandom';
import { CITY, STREETS } from './vocabulary';

const METERS_PER_DEGREE = 111_320;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const metersPerDegreeEast = (lat: number) => METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180);

/** Polylines are written at precision 6, as the server writes them. */
export const POLYLINE_PRECISION = 6;

export function offsetBy(origin: Point, eastMeters: number, northMeters: number): Point {
  return { lat: round6(origin.lat + northMeters / METERS_PER_DEGREE), lng: round6(origin.lng + eastMeters / metersPerDegreeEast(origin.lat)) };
}

/** A point between `minMeters` and `maxMeters` from `center`, in a direction the key decides. */
export function pointAround(random: KeyedRandom, name: string, center: Point, minMeters: number, maxMeters: number): Point {
  const angle = random.float(`${name}.angle`, 0, 2 * Math.PI);
  const meters = random.float(`${name}.meters`, minMeters, maxMeters);
  return offsetBy(center, meters * Math.sin(angle), meters * Math.cos(angle));
}

/** The way a bus follows a street grid: each leg runs north or south first, then east or west. */
export function gridPath(points: readonly Point[]): Point[] {
  return points.flatMap((point, index) => (index === 0 ? [point] : [{ lat: point.lat, lng: points[index - 1].lng }, point]));
}

export function pathMeters(path: readonly Point[]): number {
  return path.slice(1).reduce((total, point, index) => total + distanceMeters(path[index], point), 0);
}

export const encodePath = (path: readonly Point[]) => polyline.encode(path.map(({ lat, lng }) => [lat, lng]), POLYLINE_PRECISION);

export const decodePath = (encoded: string): Point[] => polyline.decode(encoded, POLYLINE_PRECISION).map(([lat, lng]) => ({ lat, lng }));

/** Where on a path a vehicle is after `fraction` of its length, and which way it faces (degrees from north). */
export function pointAlong(path: readonly Point[], fraction: number): { point: Point; heading: number } {
  let left = pathMeters(path) * Math.min(Math.max(fraction, 0), 1);
  for (let i = 1; i < path.length; i += 1) {
    const leg = distanceMeters(path[i - 1], path[i]);
    if (left <= leg || i === path.length - 1) {
      const share = leg ? Math.min(left / leg, 1) : 0;
      const from = path[i - 1];
      const to = path[i];
      const heading = (Math.atan2((to.lng - from.lng) * metersPerDegreeEast(from.lat), (to.lat - from.lat) * METERS_PER_DEGREE) * 180) / Math.PI;
      return { point: { lat: round6(from.lat + (to.lat - from.lat) * share), lng: round6(from.lng + (to.lng - from.lng) * share) }, heading: Math.round((heading + 360) % 360) };
    }
    left -= leg;
  }
  return { point: path[0], heading: 0 };
}

/**
 * A street address at a point, as the city writes it: the house number counts the blocks from the
 * centre, the quadrant says on which side of the river and of Burnside it is.
 */
export function addressAt(random: KeyedRandom, name: string, point: Point): string {
  const north = (point.lat - CITY.lat) * METERS_PER_DEGREE;
  const east = (point.lng - CITY.lng) * metersPerDegreeEast(CITY.lat);
  const quadrant = `${north >= 0 ? 'N' : 'S'}${east >= 0 ? 'E' : 'W'}`;
  const blocks = Math.max(1, Math.round(Math.max(Math.abs(east), Math.abs(north)) / 80));
  const number = blocks * 100 + random.int(`${name}.house`, 0, 49) * 2;
  const zip = String(10 + Math.min(89, Math.round(Math.hypot(east, north) / 400))).padStart(2, '0');
  return `${number} ${quadrant} ${random.pick(`${name}.street`, STREETS)}, ${CITY.name}, ${CITY.state} ${CITY.zipPrefix}${zip}`;
}

export { distanceMeters, type Point };
