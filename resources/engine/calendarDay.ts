/** Building a formatter costs far more than using one, and every list asks for "today". */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timezone, format);
  }
  return format;
}

const MINUTE_MS = 60_000;

/**
 * Today in each timezone, for the rest of the minute it was read in: a day starts on a whole minute
 * on every wall clock (every offset is whole quarter hours), and a request asks for today twice.
 */
const todays = new Map<string, { day: string; from: number; until: number }>();

/** The calendar day ("2026-11-26") an instant falls on, on the wall clock of a timezone: today by default. */
export function todayIn(timezone: string, now?: Date): string {
  if (now) return dayFormatOf(timezone).format(now);
  const at = Date.now();
  const kept = todays.get(timezone);
  if (kept && at >= kept.from && at < kept.until) return kept.day;
  const from = Math.floor(at / MINUTE_MS) * MINUTE_MS;
  const day = dayFormatOf(timezone).format(at);
  todays.set(timezone, { day, from, until: from + MINUTE_MS });
  return day;
}

/** The days of the week as stored (iCalendar's two letters), Monday first. */
export const WEEK_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The day of the week of a calendar day ("2026-11-27" → "FR"). */
export function weekDayOf(day: string): WeekDay {
  return WEEK_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
}
