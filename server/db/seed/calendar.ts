/** Dates are `YYYY-MM-DD`; times `HH:MM` on the wall clock of a district's timezone. */

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

/**
 * The demo's days: `past` school days (weekdays) before `today`, today whatever day of the week it
 * is (lists open on today's work, and the demo always has some to show), and `future` school days after.
 */
export function schoolDaysAround(today: string, past: number, future: number): string[] {
  const before: string[] = [];
  for (let date = addDays(today, -1); before.length < past; date = addDays(date, -1)) {
    if (isWeekday(date)) before.unshift(date);
  }
  const after: string[] = [];
  for (let date = addDays(today, 1); after.length < future; date = addDays(date, 1)) {
    if (isWeekday(date)) after.push(date);
  }
  return [...before, today, ...after];
}

export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

const QUARTER_HOUR = 15 * 60000;
/** Offsets worked out, by timezone and quarter hour: a seed asks the same few for millions of rides. */
const knownOffsets = new Map<string, number>();

/**
 * Minutes east of UTC that `timezone` observes at the instant `utcMillis`. Zones change their offset
 * on a quarter hour of UTC (their offsets are whole quarter hours, and so are their changes' local
 * times), so the offset of the instant's quarter hour is its own.
 */
function offsetMinutes(timezone: string, utcMillis: number): number {
  const key = `${timezone} ${Math.floor(utcMillis / QUARTER_HOUR)}`;
  let offset = knownOffsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(timezone, Math.floor(utcMillis / QUARTER_HOUR) * QUARTER_HOUR);
    knownOffsets.set(key, offset);
  }
  return offset;
}

function offsetAt(timezone: string, utcMillis: number): number {
  let format = offsetFormatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    offsetFormatters.set(timezone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(utcMillis)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((asUtc - utcMillis) / 60000);
}

/** The UTC instant (ISO) of a wall-clock date and time in a timezone. */
export function zonedToUtcIso(date: string, time: string, timezone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const firstGuess = wall - offsetMinutes(timezone, wall) * 60000;
  const settled = wall - offsetMinutes(timezone, firstGuess) * 60000;
  return new Date(settled).toISOString();
}

export { todayIn } from '../../../resources/engine/calendarDay';
