const METERS_PER_MILE = 1609.344;
const FEET_PER_METER = 3.28084;

/** A walking distance as a US office reads it: feet under a tenth of a mile, miles above. */
export function distanceParts(meters: number): { unit: 'feet' | 'miles'; value: number; fractionDigits: number } {
  const miles = meters / METERS_PER_MILE;
  if (miles < 0.1) return { unit: 'feet', value: Math.round((meters * FEET_PER_METER) / 10) * 10, fractionDigits: 0 };
  return { unit: 'miles', value: miles, fractionDigits: miles < 10 ? 2 : 1 };
}
