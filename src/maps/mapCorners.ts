import { AttributionControl, type Map as MapLibreGl, type ScaleControl } from 'maplibre-gl';

/**
 * A map's bottom corners: its scale where a line starts (left, or right on a right-to-left page) and
 * its sources at the other.
 */
export function addCornerControls(map: MapLibreGl, rightToLeft: boolean, scale: ScaleControl | null | undefined): void {
  const [start, end] = rightToLeft ? (['bottom-right', 'bottom-left'] as const) : (['bottom-left', 'bottom-right'] as const);
  map.addControl(new AttributionControl({ compact: true }), end);
  if (scale) map.addControl(scale, start);
}
