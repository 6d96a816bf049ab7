import { STREET_NAMES, STREET_SUFFIXES } from './names';
import type { SeededRandom } from './random';

export interface Point {
  lat: number;
  lng: number;
}

const METERS_PER_DEGREE_LAT = 111_320;

/** A point `meters` away from `center` in a random direction. */
export function pointNear(random: SeededRandom, center: Point, minMeters: number, maxMeters: number): Point {
  const angle = random.float(0, 2 * Math.PI);
  const distance = random.float(minMeters, maxMeters);
  const dLat = (distance * Math.cos(angle)) / METERS_PER_DEGREE_LAT;
  const dLng = (distance * Math.sin(angle)) / (METERS_PER_DEGREE_LAT * Math.cos((center.lat * Math.PI) / 180));
  return { lat: round6(center.lat + dLat), lng: round6(center.lng + dLng) };
}

export function distanceMeters(a: Point, b: Point): number {
  const dLat = (b.lat - a.lat) * METERS_PER_DEGREE_LAT;
  const dLng = (b.lng - a.lng) * METERS_PER_DEGREE_LAT * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function streetAddress(random: SeededRandom, city: { city: string; state: string; zip: string }): string {
  const street = `${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
  return `${random.int(100, 9899)} ${street}, ${city.city}, ${city.state} ${city.zip}${random.digits(2)}`;
}

/**
 * A street-like path through the points: each leg goes along one axis, then the other, the way a
 * bus follows a street grid.
 */
export function streetPath(points: Point[]): Point[] {
  const path: Point[] = [];
  points.forEach((point, index) => {
    if (index > 0) {
      const previous = points[index - 1];
      path.push({ lat: previous.lat, lng: point.lng });
    }
    path.push(point);
  });
  return path;
}

export function pathLengthMeters(path: Point[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i += 1) total += distanceMeters(path[i - 1], path[i]);
  return Math.round(total);
}
