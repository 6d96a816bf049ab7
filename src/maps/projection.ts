/**
 * Web-Mercator as every web map uses it: at zoom z the world is 256·2^z pixels wide, so "zoom 14"
 * here shows what zoom 14 shows on Google Maps.
 */
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

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** What the map shows: the point in the middle and the zoom level (fractions allowed). */
export interface Viewport {
  center: LatLng;
  zoom: number;
}

export const TILE_SIZE = 256;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 21;
/** Where the square Mercator world ends, north and south. */
export const MAX_LATITUDE = 85.0511287798066;
const EARTH_RADIUS_METERS = 6378137;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export const clampZoom = (zoom: number) => clamp(zoom, MIN_ZOOM, MAX_ZOOM);

/** Pixels per world pixel of zoom 0. */
export const zoomScale = (zoom: number) => 2 ** zoom;

/** A position in the zoom-0 world (0–256 on both axes); multiply by zoomScale(z) for zoom z. */
export function project({ lat, lng }: LatLng): Point {
  const sin = Math.sin(radians(clamp(lat, -MAX_LATITUDE, MAX_LATITUDE)));
  return {
    x: TILE_SIZE * (0.5 + lng / 360),
    y: TILE_SIZE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

export function unproject({ x, y }: Point): LatLng {
  const n = Math.PI * (1 - (2 * y) / TILE_SIZE);
  return { lat: (Math.atan(Math.sinh(n)) * 180) / Math.PI, lng: (x / TILE_SIZE - 0.5) * 360 };
}

/** The top-left corner of the view, in world pixels at the view's zoom. */
export function viewOrigin({ center, zoom }: Viewport, size: Size): Point {
  const middle = project(center);
  const scale = zoomScale(zoom);
  return { x: middle.x * scale - size.width / 2, y: middle.y * scale - size.height / 2 };
}

/** Where a position lands on screen, in pixels from the view's top-left corner. */
export function toScreen(position: LatLng, view: Viewport, size: Size): Point {
  const world = project(position);
  const origin = viewOrigin(view, size);
  const scale = zoomScale(view.zoom);
  return { x: world.x * scale - origin.x, y: world.y * scale - origin.y };
}

export function visibleBounds(view: Viewport, size: Size): Bounds {
  const origin = viewOrigin(view, size);
  const scale = zoomScale(view.zoom);
  const northWest = unproject({ x: origin.x / scale, y: origin.y / scale });
  const southEast = unproject({ x: (origin.x + size.width) / scale, y: (origin.y + size.height) / scale });
  return { south: southEast.lat, west: northWest.lng, north: northWest.lat, east: southEast.lng };
}

const withCenter = (world: Point, zoom: number): Viewport => {
  const center = unproject(world);
  return { center: { lat: clamp(center.lat, -MAX_LATITUDE, MAX_LATITUDE), lng: center.lng }, zoom };
};

/** The view after dragging the map by (dx, dy) screen pixels: the content follows the pointer. */
export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  const middle = project(view.center);
  const scale = zoomScale(view.zoom);
  return withCenter({ x: middle.x - dx / scale, y: middle.y - dy / scale }, view.zoom);
}

/** The view at another zoom that keeps the place under `anchor` (screen pixels) where it is. */
export function zoomAround(view: Viewport, size: Size, anchor: Point, zoom: number): Viewport {
  const next = clampZoom(zoom);
  const origin = viewOrigin(view, size);
  const scale = zoomScale(view.zoom);
  const nextScale = zoomScale(next);
  const under = { x: (origin.x + anchor.x) / scale, y: (origin.y + anchor.y) / scale };
  return withCenter({ x: under.x - (anchor.x - size.width / 2) / nextScale, y: under.y - (anchor.y - size.height / 2) / nextScale }, next);
}

/**
 * The view that shows the bounds whole inside `padding` pixels, as close as MAX_ZOOM allows. Bounds
 * without extent (a single point) have no zoom of their own: they are centred at `pointZoom`.
 */
export function fitView(bounds: Bounds, size: Size, padding: number, pointZoom: number): Viewport {
  const northWest = project({ lat: bounds.north, lng: bounds.west });
  const southEast = project({ lat: bounds.south, lng: bounds.east });
  const middle = { x: (northWest.x + southEast.x) / 2, y: (northWest.y + southEast.y) / 2 };
  const spanX = southEast.x - northWest.x;
  const spanY = southEast.y - northWest.y;
  if (spanX <= 0 && spanY <= 0) return withCenter(middle, clampZoom(pointZoom));
  const fits = Math.min(Math.max(size.width - 2 * padding, 1) / spanX, Math.max(size.height - 2 * padding, 1) / spanY);
  return withCenter(middle, clampZoom(Math.log2(fits)));
}

export function boundsOf(points: LatLng[]): Bounds | null {
  if (!points.length) return null;
  return points.reduce<Bounds>(
    (b, p) => ({ south: Math.min(b.south, p.lat), west: Math.min(b.west, p.lng), north: Math.max(b.north, p.lat), east: Math.max(b.east, p.lng) }),
    { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity },
  );
}

export const containsPoint = (bounds: Bounds, { lat, lng }: LatLng) =>
  lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;

/** One string per distinct bounds, so that equal bounds from new objects compare equal. */
export const boundsKey = (bounds: Bounds) => `${bounds.south},${bounds.west},${bounds.north},${bounds.east}`;

/** Ground distance of one screen pixel at a latitude and zoom. */
export const metersPerPixel = (lat: number, zoom: number) =>
  (Math.cos(radians(clamp(lat, -MAX_LATITUDE, MAX_LATITUDE))) * 2 * Math.PI * EARTH_RADIUS_METERS) / (TILE_SIZE * zoomScale(zoom));
