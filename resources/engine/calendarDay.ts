/** Building a formatter costs far more than using one, and every list asks for "today". */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("2026-11-26") an instant falls on, on the wall clock of a timezone: today by default. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timezone, format);
  }
  return format.format(now);
}

/** The days of the week as stored (iCalendar's two letters), Monday first. */
export const WEEK_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The day of the week of a calendar day ("2026-11-27" → "FR"). */
export function weekDayOf(day: string): WeekDay {
  return WEEK_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
}
