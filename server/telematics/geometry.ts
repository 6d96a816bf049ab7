type LatLng = [number, number];

const METERS_PER_DEGREE = 111_320;

/** Flat-earth metres between two points: exact enough at the scale of a bus route. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = (b[0] - a[0]) * METERS_PER_DEGREE;
  const dLng = (b[1] - a[1]) * METERS_PER_DEGREE * Math.cos((a[0] * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

/** The shortest distance in metres from a point to a path of segments. */
export function distanceToPathMeters(path: LatLng[], point: LatLng): number {
  const scaleLng = Math.cos((point[0] * Math.PI) / 180);
  const toXY = ([lat, lng]: LatLng) => [lng * METERS_PER_DEGREE * scaleLng, lat * METERS_PER_DEGREE];
  const [px, py] = toXY(point);
  let best = Infinity;
  for (let i = 1; i < path.length; i += 1) {
    const [ax, ay] = toXY(path[i - 1]);
    const [bx, by] = toXY(path[i]);
    const [dx, dy] = [bx - ax, by - ay];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(px - (ax + t * dx), py - (ay + t * dy)));
  }
  return best;
}
