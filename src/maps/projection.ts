export interface LatLng {
  lat: number;
  lng: number;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function boundsOf(points: LatLng[]): Bounds | null {
  if (!points.length) return null;
  return points.reduce<Bounds>(
    (b, p) => ({ south: Math.min(b.south, p.lat), west: Math.min(b.west, p.lng), north: Math.max(b.north, p.lat), east: Math.max(b.east, p.lng) }),
    { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity },
  );
}

/** Web-Mercator y of a latitude, so that shapes look as they do on any web map. */
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * Maps latitude and longitude into a box of the given size, keeping the aspect ratio and fitting the
 * bounds inside the padding (a single point or a straight line lands in the middle).
 */
export function projector(bounds: Bounds, box: { width: number; height: number; padding: number }): (point: LatLng) => [number, number] {
  const x0 = (bounds.west * Math.PI) / 180;
  const x1 = (bounds.east * Math.PI) / 180;
  const [y0, y1] = [mercatorY(bounds.south), mercatorY(bounds.north)];
  const spanX = Math.max(x1 - x0, 1e-9);
  const spanY = Math.max(y1 - y0, 1e-9);
  const scale = Math.min((box.width - 2 * box.padding) / spanX, (box.height - 2 * box.padding) / spanY);
  const offsetX = (box.width - spanX * scale) / 2;
  const offsetY = (box.height - spanY * scale) / 2;
  return (point) => [
    Math.round((offsetX + ((point.lng * Math.PI) / 180 - x0) * scale) * 10) / 10,
    Math.round((box.height - offsetY - (mercatorY(point.lat) - y0) * scale) * 10) / 10,
  ];
}
