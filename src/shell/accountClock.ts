/**
 * Between instants (ISO, UTC) and the wall-clock time of the account's timezone, as a
 * `datetime-local` input holds it ("2026-11-21T07:30"): a district's coordinator enters the time
 * their district's buses run at, wherever their own computer is.
 */

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function wallParts(date: Date, timeZone: string): Record<string, number> {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormat.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(date).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(utcMs: number, timeZone: string): number {
  const wall = wallParts(new Date(utcMs), timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(utcMs / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function wallTimeIn(iso: string, timeZone: string): string {
  const wall = wallParts(new Date(iso), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A wall-clock time as the input holds it, rather than an instant (which names its offset). */
export const isWallTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value);

/**
 * The instant a wall-clock time names in the zone; undefined for text that is no such time. A time
 * the clocks skip in spring reads as the same time after the change (02:30 → 03:30).
 */
export function instantOf(wallTime: string, timeZone: string): string | undefined {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant may differ from the one at the answer across a change of clocks.
  const first = naive - offsetAt(naive, timeZone);
  const second = naive - offsetAt(first, timeZone);
  // Only a skipped time reads back differently; the offset from before the change moves it forward.
  const answer = wallTimeIn(new Date(second).toISOString(), timeZone) === wallTime.slice(0, 16) ? second : Math.max(first, second);
  return new Date(answer).toISOString();
}

/** The zone's name as the reader's language says it: "Central Standard Time", "hora estándar central". */
export function zoneNameOf(timeZone: string, locale: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
