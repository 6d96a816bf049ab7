import type { Locator, Page } from 'playwright-core';

/**
 * Where each vehicle marker is on screen, by marker id, to the pixel: whichever map draws it (MapLibre
 * moves a marker's element, the vector map its group), a vehicle that drove has moved here.
 */
export const vehicleMarkerPlaces = (within: Page | Locator) => within.locator('[data-marker^="vehicle-"]').evaluateAll(
  (markers) => Object.fromEntries(markers.map((marker) => {
    const { x, y, width, height } = marker.getBoundingClientRect();
    return [marker.getAttribute('data-marker'), `${Math.round(x + width / 2)},${Math.round(y + height / 2)}`];
  })),
);

/** The map's scale as read and drawn: its text and its width, which change with the zoom. */
export const mapScaleReading = (page: Page) => page.locator('.maplibregl-ctrl-scale').evaluate((scale) => `${scale.textContent} ${Math.round(scale.getBoundingClientRect().width)}px`);
