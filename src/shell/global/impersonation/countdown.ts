/** The impersonation session's countdown (spec 4.5, 9). */

export const COUNTDOWN_TICK_MS = 1000;
export const IMPERSONATION_WARNING_SECONDS = 120;

/** Whole seconds left, rounded up, so that 00:00:00 shows only when the session has ended. */
export function secondsRemaining(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** HH:MM:SS; hours go past 99 rather than wrap. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60].map(twoDigits).join(':');
}

export function isCountdownWarning(seconds: number): boolean {
  return seconds <= IMPERSONATION_WARNING_SECONDS;
}
