import type { MeasurementSystem } from '../permissions/accountContext';

/**
 * How values are written for a reader: in their language, times on the account's clock and
 * distances in its system of measurement. The screens (src/shell/useAccountFormats.ts) and the
 * server's exports write them with the same formatters.
 */

export interface AccountFormats {
  /** Date and time of an ISO instant, in the account's timezone. */
  dateTime(iso: string): string;
  /** Time of day of an ISO instant, in the account's timezone. */
  time(iso: string): string;
  /** Time of day to the second, in the account's timezone: a moment of a replayed drive. */
  timeWithSeconds(iso: string): string;
  /** A calendar day as stored ("2026-11-25"), never moved by a timezone: "Nov 25, 2026". */
  date(day: string): string;
  /** A time of day as stored ("07:45", "14:05:30"), on the reader's clock: "7:45 AM", "14:05". */
  timeOfDay(hhmm: string): string;
  /** From one time of day to another, each on the reader's clock: "6:43 – 8:05 AM" (a run's times). */
  timeOfDayRange(from: string, to: string): string;
  /** Cents as the operation's currency. */
  money(cents: number): string;
  number(value: number, fractionDigits?: number): string;
  /** A distance in the account's system of measurement (see distanceIn): "1.06 mi", "160 ft", "2.4 km". */
  distance(meters: number): string;
  /** A speed, given in km/h, in the account's system of measurement, whole: "19 mph", "30 km/h". */
  speed(kph: number): string;
}

const METERS_PER_MILE = 1609.344;
const METERS_PER_FOOT = 0.3048;

/** The unit a system of measurement counts distances in, and how many metres make one: a column of an export is in it. */
export const LONG_DISTANCE: Readonly<Record<MeasurementSystem, { unit: 'mile' | 'kilometer'; meters: number }>> = {
  us: { unit: 'mile', meters: METERS_PER_MILE },
  metric: { unit: 'kilometer', meters: 1000 },
};

export interface DistanceParts {
  unit: 'mile' | 'foot' | 'kilometer' | 'meter';
  value: number;
  fractionDigits: number;
}

/**
 * How a distance is written in a system of measurement: miles, or feet (to the nearest ten) under
 * a tenth of a mile; kilometres, or metres (to the nearest ten) under one. Two decimals under ten
 * miles or kilometres — a walk of 0.35 mi — and one above.
 */
export function distanceIn(system: MeasurementSystem, meters: number): DistanceParts {
  const { unit: large, meters: largeMeters } = LONG_DISTANCE[system];
  const [small, smallMeters, smallUpTo] = system === 'metric' ? ['meter', 1, 1] as const : ['foot', METERS_PER_FOOT, 0.1] as const;
  const value = meters / largeMeters;
  if (Math.abs(value) < smallUpTo) return { unit: small, value: Math.round(meters / smallMeters / 10) * 10, fractionDigits: 0 };
  return { unit: large, value, fractionDigits: Math.abs(value) < 10 ? 2 : 1 };
}

const CURRENCY = 'USD';

/** A time of day as stored ("07:45", "14:05:30") as that instant of 1 January 1970 in UTC, or undefined if it is none. */
function onClock(hhmm: string): Date | undefined {
  const instant = new Date(`1970-01-01T${hhmm.length === 5 ? `${hhmm}:00` : hhmm}Z`);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** One set per language and timezone: an Intl formatter costs far more to make than to use. */
const formatsByPlace = new Map<string, AccountFormats>();

export function formatsFor(locale: string, timeZone: string, system: MeasurementSystem): AccountFormats {
  const key = `${locale}|${timeZone}|${system}`;
  const known = formatsByPlace.get(key);
  if (known) return known;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const timeWithSeconds = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  const speedFormat = new Intl.NumberFormat(locale, { style: 'unit', unit: system === 'metric' ? 'kilometer-per-hour' : 'mile-per-hour', unitDisplay: 'short', maximumFractionDigits: 0 });
  const numbers = new Map<number, Intl.NumberFormat>();
  const units = new Map<string, Intl.NumberFormat>();
  const unitFormat = ({ unit, fractionDigits }: DistanceParts) => {
    let format = units.get(`${unit}|${fractionDigits}`);
    if (!format) units.set(`${unit}|${fractionDigits}`, (format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: fractionDigits })));
    return format;
  };
  const formats: AccountFormats = {
    dateTime: (iso) => dateTime.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
    timeWithSeconds: (iso) => timeWithSeconds.format(new Date(iso)),
    date: (day) => {
      const midnight = new Date(`${day.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(midnight.getTime()) ? day : calendarDay.format(midnight);
    },
    timeOfDay: (hhmm) => {
      const instant = onClock(hhmm);
      return instant ? clock.format(instant) : hhmm;
    },
    timeOfDayRange: (from, to) => {
      const [start, end] = [onClock(from), onClock(to)];
      return start && end && start <= end ? clock.formatRange(start, end) : `${from}–${to}`;
    },
    money: (cents) => money.format(cents / 100),
    distance: (meters) => {
      const parts = distanceIn(system, meters);
      return unitFormat(parts).format(parts.value);
    },
    speed: (kph) => speedFormat.format(system === 'metric' ? kph : (kph * 1000) / METERS_PER_MILE),
    number: (value, fractionDigits = 0) => {
      let format = numbers.get(fractionDigits);
      if (!format) numbers.set(fractionDigits, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits })));
      return format.format(value);
    },
  };
  formatsByPlace.set(key, formats);
  return formats;
}
