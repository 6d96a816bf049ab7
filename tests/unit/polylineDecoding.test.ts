import polyline from '@mapbox/polyline';
import { decodePolyline, unescapeBackslashes } from '../../src/pages/polylineViewer/decodePolyline';
import { markersInside, pointMarkers } from '../../src/pages/polylineViewer/pointMarkers';

/** Google's own example of the encoding, at precision 5. */
const GOOGLE_EXAMPLE = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
const GOOGLE_POINTS = [{ lat: 38.5, lng: -120.2 }, { lat: 40.7, lng: -120.95 }, { lat: 43.252, lng: -126.453 }];
/** Two points in San Francisco at precision 6, whose encoding ends in a backslash. */
const WITH_BACKSLASH = '_bcagA~_inhF~_F~\\';

const decoded = (input: string, unescape = false, precision: 5 | 6 = 6) => decodePolyline(input, { unescape, precision });

describe('polyline viewer decoding (spec 2.9, 8, 9)', () => {
  it('decodes with precision 5 when "Precision 5" is chosen', () => {
    expect(decoded(GOOGLE_EXAMPLE, false, 5)).toEqual({ status: 'decoded', points: GOOGLE_POINTS, bounds: { south: 38.5, west: -126.453, north: 43.252, east: -120.2 } });
  });

  it('decodes with precision 6 otherwise', () => {
    const encoded = polyline.encode(GOOGLE_POINTS.map(({ lat, lng }) => [lat, lng]), 6);
    expect(decoded(encoded)).toMatchObject({ status: 'decoded', points: GOOGLE_POINTS });
    expect(decoded(GOOGLE_EXAMPLE)).toMatchObject({ status: 'decoded', points: [{ lat: 3.85, lng: -12.02 }, { lat: 4.07, lng: -12.095 }, { lat: 4.3252, lng: -12.6453 }] });
  });

  it('turns double backslashes into single ones before decoding when "Unescape" is on', () => {
    expect(unescapeBackslashes('a\\\\b\\c')).toBe('a\\b\\c');
    const escaped = WITH_BACKSLASH.replace('\\', '\\\\');
    expect(decoded(escaped, true)).toMatchObject({ status: 'decoded', points: [{ lat: 37.7836, lng: -122.41 }, { lat: 37.78, lng: -122.41048 }] });
    expect(decoded(escaped, false)).toEqual({ status: 'invalid' });
  });

  it('ignores white space around the polyline, and reads no polyline as empty rather than invalid', () => {
    expect(decoded(`  ${GOOGLE_EXAMPLE}\n`, false, 5)).toMatchObject({ status: 'decoded', points: GOOGLE_POINTS });
    expect(decoded(' \n ')).toEqual({ status: 'empty' });
  });

  it.each([
    ['characters outside the encoding', 'hello world!'],
    ['a polyline cut off inside a value', GOOGLE_EXAMPLE.slice(0, -1)],
    ['a latitude without its longitude', '_p~iF'],
    ['points off the globe', '~~~~~~~~~~~?~~~~~~~~~~?'],
  ])('reads %s as an invalid polyline', (_, input) => {
    expect(decoded(input, false, 5)).toEqual({ status: 'invalid' });
  });
});

describe('polyline viewer markers (spec 2.9)', () => {
  const markers = pointMarkers(GOOGLE_POINTS, (number, point) => `${number}: ${point.lat}`);

  it('labels the points 1..n', () => {
    expect(markers.map((marker) => [marker.label, marker.title])).toEqual([['1', '1: 38.5'], ['2', '2: 40.7'], ['3', '3: 43.252']]);
  });

  it('keeps only the markers inside the visible bounds, and none before the bounds are known', () => {
    expect(markersInside(markers, { south: 40, west: -121, north: 41, east: -120 }).map((marker) => marker.label)).toEqual(['2']);
    expect(markersInside(markers, null)).toEqual([]);
  });
});
