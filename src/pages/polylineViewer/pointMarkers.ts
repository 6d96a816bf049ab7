import type { MapMarker } from '../../maps/mapTypes';
import { containsPoint, type Bounds, type LatLng } from '../../maps/projection';

/** The decoded points as markers labelled 1..n (spec 2.9), each titled by `title(number, point)`. */
export const pointMarkers = (points: LatLng[], title: (number: number, point: LatLng) => string): MapMarker[] =>
  points.map((position, index) => ({ id: String(index + 1), position, label: String(index + 1), title: title(index + 1, position) }));

/** Spec 2.9: markers are shown only while they are inside the visible map bounds. */
export const markersInside = (markers: MapMarker[], bounds: Bounds | null): MapMarker[] =>
  bounds ? markers.filter((marker) => containsPoint(bounds, marker.position)) : [];
