export interface MapScale {
  meters: number;
  widthPx: number;
  label: string;
}

const STEPS = [5, 2, 1];

/** The longest round distance (1, 2 or 5 times a power of ten) that fits in `maxWidthPx`. */
export function mapScale(metersPerPixel: number, maxWidthPx: number): MapScale {
  const longest = metersPerPixel * maxWidthPx;
  const power = 10 ** Math.floor(Math.log10(longest));
  const meters = STEPS.map((step) => step * power).find((distance) => distance <= longest) ?? power;
  return {
    meters,
    widthPx: meters / metersPerPixel,
    label: meters >= 1000 ? `${meters / 1000} km` : `${meters} m`,
  };
}
