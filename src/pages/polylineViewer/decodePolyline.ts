import polyline from '@mapbox/polyline';
import { boundsOf, type Bounds, type LatLng } from '../../maps/projection';

/** Spec 9: precision 6 by default, 5 when chosen. */
export type PolylinePrecision = 5 | 6;
export const DEFAULT_PRECISION: PolylinePrecision = 6;
export const CHOSEN_PRECISION: PolylinePrecision = 5;

export interface DecodeOptions {
  unescape: boolean;
  precision: PolylinePrecision;
}

export type DecodedPolyline =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'decoded'; points: LatLng[]; bounds: Bounds };

/** Every character of an encoded polyline is one of ASCII 63 ('?') to 126 ('~'). */
const ENCODED = /^[?-~]+$/;
/** A value's last character is below '_'; the characters before it are from '_' on. */
const ends = (character: string) => character < '_';

/**
 * The decoder reads past the end of a cut-off polyline as zeros, so completeness is checked here:
 * it ends with a whole value, and its values pair up into latitudes and longitudes.
 */
const isComplete = (encoded: string) => ends(encoded[encoded.length - 1]) && [...encoded].filter(ends).length % 2 === 0;

/** Spec 2.9's "Unescape '\'": a polyline copied out of JSON or code has each backslash doubled. */
export const unescapeBackslashes = (text: string) => text.replace(/\\\\/g, '\\');

const isValidPoint = ({ lat, lng }: LatLng) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * Decodes what was typed, as the viewer reads it: surrounding white space is ignored; a character
 * outside the encoding, a cut-off polyline, or a point that is not a number or lies off the globe
 * makes the polyline invalid (spec 8: "Invalid polyline").
 */
export function decodePolyline(input: string, { unescape, precision }: DecodeOptions): DecodedPolyline {
  const trimmed = input.trim();
  if (!trimmed) return { status: 'empty' };
  const encoded = unescape ? unescapeBackslashes(trimmed) : trimmed;
  if (!ENCODED.test(encoded) || !isComplete(encoded)) return { status: 'invalid' };
  const points = polyline.decode(encoded, precision).map(([lat, lng]) => ({ lat, lng }));
  const bounds = boundsOf(points);
  if (!bounds || !points.every(isValidPoint)) return { status: 'invalid' };
  return { status: 'decoded', points, bounds };
}
