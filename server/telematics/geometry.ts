export type LatLng = [number, number];

const METERS_PER_DEGREE = 111_320;

/** Flat-earth metres between two points: exact enough at the scale of a bus route. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = (b[0] - a[0]) * METERS_PER_DEGREE;
  const dLng = (b[1] - a[1]) * METERS_PER_DEGREE * Math.cos((a[0] * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** The shortest distance in metres from a point to a path of segments. */
export function distanceToPathMeters(path: LatLng[], point: LatLng): number {
  return nearestOnPath(path, point).distance;
}

/** The point of a path of segments nearest to `point`: how far from it, on which segment, how far along that segment (0–1). */
function nearestOnPath(path: LatLng[], point: LatLng): { distance: number; segment: number; t: number } {
  const scaleLng = Math.cos((point[0] * Math.PI) / 180);
  const toXY = ([lat, lng]: LatLng) => [lng * METERS_PER_DEGREE * scaleLng, lat * METERS_PER_DEGREE];
  const [px, py] = toXY(point);
  let best = { distance: Infinity, segment: 1, t: 0 };
  for (let i = 1; i < path.length; i += 1) {
    const [ax, ay] = toXY(path[i - 1]);
    const [bx, by] = toXY(path[i]);
    const [dx, dy] = [bx - ax, by - ay];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
    const distance = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
    if (distance < best.distance) best = { distance, segment: i, t };
  }
  return best;
}

/** A path with the distance travelled at each of its points, for finding where along it a vehicle is. */
export interface MeasuredPath {
  points: LatLng[];
  /** Metres from the first point to each point. */
  along: number[];
  lengthMeters: number;
}

export function measurePath(points: LatLng[]): MeasuredPath {
  const along = [0];
  for (let i = 1; i < points.length; i += 1) along.push(along[i - 1] + distanceMeters(points[i - 1], points[i]));
  return { points, along, lengthMeters: along[along.length - 1] ?? 0 };
}

/** The point `meters` along the path, and the heading there in degrees clockwise from north. */
export function pointAlong(path: MeasuredPath, meters: number): { point: LatLng; heading: number } {
  const { points, along } = path;
  const distance = Math.max(0, Math.min(path.lengthMeters, meters));
  let i = 1;
  while (i < points.length - 1 && along[i] < distance) i += 1;
  const [a, b] = [points[i - 1], points[i] ?? points[i - 1]];
  const segment = along[i] - along[i - 1];
  const t = segment > 0 ? (distance - along[i - 1]) / segment : 1;
  const point: LatLng = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const north = b[0] - a[0];
  const east = (b[1] - a[1]) * Math.cos((a[0] * Math.PI) / 180);
  const heading = (Math.atan2(east, north) * 180) / Math.PI;
  return { point, heading: Math.round((heading + 360) % 360) };
}

/** How far along the path a point lies: the distance travelled to the path's point nearest to it. */
export function metersAlongTo(path: MeasuredPath, target: LatLng): number {
  let best = 0;
  let bestDistance = Infinity;
  path.points.forEach((point, index) => {
    const distance = distanceMeters(point, target);
    if (distance < bestDistance) [best, bestDistance] = [path.along[index], distance];
  });
  return best;
}

/**
 * How far along the path a point lies, projected onto the path's nearest segment: unlike
 * `metersAlongTo`, exact between a sparse path's points (a road's long straight is one segment).
 */
export function metersAlongPath(path: MeasuredPath, target: LatLng): number {
  if (path.points.length < 2) return 0;
  const { segment, t } = nearestOnPath(path.points, target);
  return path.along[segment - 1] + t * (path.along[segment] - path.along[segment - 1]);
}
