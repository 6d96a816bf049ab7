import { isClockTime, minutesOf } from './clockTime';

/**
 * Standby configuration (settings, STANDBY_DRIVER_EDIT): per yard, when the standby day starts and
 * how many standby drivers each time window of it needs.
 */
export interface StandbyWindow {
  startsAt: string;
  endsAt: string;
  driversNeeded: number;
}

export interface StandbyConfiguration {
  yardId: number;
  yardName: string;
  vendorId: number;
  vendorName: string;
  /** null while the yard has no configuration yet (the defaults are shown). */
  version: number | null;
  dayStartsAt: string;
  windows: StandbyWindow[];
  updatedAt: string | null;
}

export interface StandbyConfigurationChange {
  version: number | null;
  dayStartsAt: string;
  windows: StandbyWindow[];
}

export const STANDBY_LIMITS = { windows: 8, driversNeeded: 50 } as const;

/** What a yard without a configuration starts from. */
export const DEFAULT_STANDBY: Pick<StandbyConfiguration, 'dayStartsAt' | 'windows'> = {
  dayStartsAt: '05:00',
  windows: [{ startsAt: '05:30', endsAt: '09:00', driversNeeded: 2 }, { startsAt: '13:30', endsAt: '17:00', driversNeeded: 2 }],
};

/** The first thing wrong with a change, in words, or null. */
export function standbyProblem(change: Pick<StandbyConfigurationChange, 'dayStartsAt' | 'windows'>): string | null {
  if (!isClockTime(change.dayStartsAt)) return 'The standby day start must be a time (HH:MM).';
  if (change.windows.length === 0 || change.windows.length > STANDBY_LIMITS.windows) return `Give 1 to ${STANDBY_LIMITS.windows} time windows.`;
  const sorted = [...change.windows].sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1));
  for (const [index, window] of sorted.entries()) {
    if (!isClockTime(window.startsAt) || !isClockTime(window.endsAt)) return 'Each window starts and ends at a time (HH:MM).';
    if (minutesOf(window.endsAt) <= minutesOf(window.startsAt)) return `The window from ${window.startsAt} must end after it starts.`;
    if (window.startsAt < change.dayStartsAt) return `The window from ${window.startsAt} starts before the standby day (${change.dayStartsAt}).`;
    if (!Number.isInteger(window.driversNeeded) || window.driversNeeded < 0 || window.driversNeeded > STANDBY_LIMITS.driversNeeded) {
      return `Drivers needed must be a whole number from 0 to ${STANDBY_LIMITS.driversNeeded}.`;
    }
    const previous = sorted[index - 1];
    if (previous && window.startsAt < previous.endsAt) return `The windows from ${previous.startsAt} and ${window.startsAt} overlap.`;
  }
  return null;
}

/** Windows as kept: in the order of the day. */
export function orderedWindows(windows: readonly StandbyWindow[]): StandbyWindow[] {
  return [...windows].sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1)).map(({ startsAt, endsAt, driversNeeded }) => ({ startsAt, endsAt, driversNeeded }));
}
