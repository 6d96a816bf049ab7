import { instantOf, wallTimeIn } from '../../shell/accountClock';
import { MOCK_ACCOUNT } from '../mockSession';

const DAY_MS = 86_400_000;
const TIMEZONE = MOCK_ACCOUNT.account.timezone;

/**
 * The mock operation's calendar: the instant the page made it, its day on the account's (US Pacific)
 * clock, and wall-clock times of that calendar as instants, the way the server stores them.
 */
export interface MockClock {
  now: number;
  /** YYYY-MM-DD on the account's clock. */
  today: string;
  /** The instant (ISO) a wall-clock time of a day names on the account's clock. */
  at(date: string, time: string): string;
  /** The account's calendar day and HH:MM of an instant. */
  wallTime(instant: string | number): { date: string; time: string };
}

export function mockClock(now: number): MockClock {
  const wallTime = (instant: string | number) => {
    const wall = wallTimeIn(new Date(instant).toISOString(), TIMEZONE);
    return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
  };
  // A day's offset from UTC, read at noon: right for every time after the clocks change at 2 a.m.
  const offsets = new Map<string, number>();
  const offsetOf = (date: string) => offsets.get(date) ?? offsets.set(date, Date.parse(`${date}T12:00:00Z`) - Date.parse(instantOf(`${date}T12:00`, TIMEZONE)!)).get(date)!;
  return {
    now,
    today: wallTime(now).date,
    at: (date, time) => new Date(Date.parse(`${date}T${time}:00Z`) - offsetOf(date)).toISOString(),
    wallTime,
  };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** An instant some minutes after another. */
export const minutesAfter = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000).toISOString();
