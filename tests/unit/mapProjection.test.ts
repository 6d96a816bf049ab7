import { mapScale } from '../../src/maps/mapScale';
import {
  boundsKey, boundsOf, containsPoint, fitView, MAX_LATITUDE, MAX_ZOOM, metersPerPixel, panBy, project, toScreen, unproject,
  viewOrigin, visibleBounds, zoomAround, type Bounds, type LatLng,
} from '../../src/maps/projection';

const CHICAGO: LatLng = { lat: 41.85, lng: -87.65 };
const SIZE = { width: 800, height: 400 };

const expectNear = (actual: LatLng, expected: LatLng, digits = 9) => {
  expect(actual.lat).toBeCloseTo(expected.lat, digits);
  expect(actual.lng).toBeCloseTo(expected.lng, digits);
};

describe('Web-Mercator projection of the vector map', () => {
  it('puts a place where Google Maps puts it: Chicago at world coordinate (65.67, 95.17)', () => {
    const world = project(CHICAGO);
    expect(world.x).toBeCloseTo(65.67111, 4);
    expect(world.y).toBeCloseTo(95.17493, 4);
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 128, y: 128 });
  });

  it('turns world coordinates back into the same latitude and longitude', () => {
    for (const place of [CHICAGO, { lat: -33.8688, lng: 151.2093 }, { lat: 0, lng: 0 }, { lat: 80, lng: -179.9 }]) {
      expectNear(unproject(project(place)), place);
    }
  });

  it('squares the world at ±85.05° and clamps latitudes beyond it', () => {
    expect(project({ lat: MAX_LATITUDE, lng: -180 }).y).toBeCloseTo(0, 9);
    expect(project({ lat: 89.9, lng: 0 })).toEqual(project({ lat: MAX_LATITUDE, lng: 0 }));
  });

  it('makes zoom 14 a world 256·2^14 pixels wide, as on web maps', () => {
    const view = { center: { lat: 0, lng: 0 }, zoom: 14 };
    const west = toScreen({ lat: 0, lng: -180 }, view, SIZE);
    const east = toScreen({ lat: 0, lng: 180 }, view, SIZE);
    expect(east.x - west.x).toBeCloseTo(256 * 2 ** 14, 6);
    expect(toScreen(view.center, view, SIZE)).toEqual({ x: 400, y: 200 });
  });

  it('sees the whole world at zoom 1 in a 512-pixel square', () => {
    const bounds = visibleBounds({ center: { lat: 0, lng: 0 }, zoom: 1 }, { width: 512, height: 512 });
    expect(bounds.west).toBeCloseTo(-180, 9);
    expect(bounds.east).toBeCloseTo(180, 9);
    expect(bounds.north).toBeCloseTo(MAX_LATITUDE, 9);
    expect(bounds.south).toBeCloseTo(-MAX_LATITUDE, 9);
  });

  it('moves the content with the pointer when panning: dragging right shows what lies west', () => {
    const view = { center: CHICAGO, zoom: 12 };
    const panned = panBy(view, 100, 0);
    expect(panned.center.lng).toBeLessThan(CHICAGO.lng);
    expect(panned.center.lat).toBeCloseTo(CHICAGO.lat, 9);
    const moved = toScreen(CHICAGO, panned, SIZE);
    expect(moved.x).toBeCloseTo(500, 6);
    expect(moved.y).toBeCloseTo(200, 6);
  });

  it('keeps the place under the pointer where it is when zooming around it', () => {
    const view = { center: CHICAGO, zoom: 12 };
    const anchor = { x: 650, y: 80 };
    const origin = viewOrigin(view, SIZE);
    const under = unproject({ x: (origin.x + anchor.x) / 2 ** 12, y: (origin.y + anchor.y) / 2 ** 12 });
    const zoomed = zoomAround(view, SIZE, anchor, 13.5);
    expect(zoomed.zoom).toBe(13.5);
    const after = toScreen(under, zoomed, SIZE);
    expect(after.x).toBeCloseTo(anchor.x, 6);
    expect(after.y).toBeCloseTo(anchor.y, 6);
    expect(zoomAround(view, SIZE, anchor, 40).zoom).toBe(MAX_ZOOM);
  });
});

describe('fitting bounds', () => {
  const bounds: Bounds = { south: 41.8, west: -87.75, north: 41.9, east: -87.6 };

  it('shows the bounds whole inside the padding, filling the tighter side', () => {
    const view = fitView(bounds, SIZE, 32, 14);
    const northWest = toScreen({ lat: bounds.north, lng: bounds.west }, view, SIZE);
    const southEast = toScreen({ lat: bounds.south, lng: bounds.east }, view, SIZE);
    expect(Math.min(northWest.x, northWest.y)).toBeGreaterThanOrEqual(32 - 1e-6);
    expect(Math.max(southEast.x - SIZE.width, southEast.y - SIZE.height)).toBeLessThanOrEqual(-32 + 1e-6);
    // The 400-pixel height is the tighter side: it is filled to the padding.
    expect(northWest.y).toBeCloseTo(32, 6);
    expect(southEast.y).toBeCloseTo(SIZE.height - 32, 6);
  });

  it('centres a single point at the zoom it is given, since a point has no extent to fit', () => {
    const view = fitView({ south: 41.85, west: -87.65, north: 41.85, east: -87.65 }, SIZE, 32, 14);
    expect(view.zoom).toBe(14);
    expectNear(view.center, CHICAGO);
  });

  it('never zooms in beyond the last zoom level', () => {
    expect(fitView({ south: 41.85, west: -87.65, north: 41.8500001, east: -87.6499999 }, SIZE, 32, 14).zoom).toBe(MAX_ZOOM);
  });
});

describe('bounds and distances', () => {
  it('bounds points, and tells which points lie inside', () => {
    const bounds = boundsOf([CHICAGO, { lat: 40, lng: -90 }, { lat: 42, lng: -87 }])!;
    expect(bounds).toEqual({ south: 40, west: -90, north: 42, east: -87 });
    expect(boundsOf([])).toBeNull();
    expect(containsPoint(bounds, CHICAGO)).toBe(true);
    expect(containsPoint(bounds, { lat: 43, lng: -88 })).toBe(false);
    expect(boundsKey(bounds)).toBe(boundsKey({ ...bounds }));
  });

  it('measures 156,543 m per pixel at the equator at zoom 0, halving with each zoom level', () => {
    expect(metersPerPixel(0, 0)).toBeCloseTo(156543.03, 1);
    expect(metersPerPixel(0, 14)).toBeCloseTo(9.5546, 3);
    expect(metersPerPixel(60, 14)).toBeCloseTo(9.5546 / 2, 3);
  });

  it('picks the longest round distance that fits the scale bar', () => {
    expect(mapScale(9.5546, 100)).toEqual({ meters: 500, widthPx: 500 / 9.5546, label: '500 m' });
    expect(mapScale(30, 100)).toMatchObject({ meters: 2000, label: '2 km' });
    expect(mapScale(0.1, 100)).toMatchObject({ meters: 10, label: '10 m' });
  });
});
