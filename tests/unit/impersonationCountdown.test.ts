import { COUNTDOWN_TICK_MS, formatCountdown, IMPERSONATION_WARNING_SECONDS, isCountdownWarning, secondsRemaining } from '../../src/shell/global/impersonation/countdown';

describe('impersonation countdown (spec 4.5, 9)', () => {
  it('ticks every second and warns at 120 seconds', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(IMPERSONATION_WARNING_SECONDS).toBe(120);
  });

  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [120, '00:02:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [12 * 3600 + 61, '12:01:01'],
    [100 * 3600, '100:00:00'],
  ])('shows %i seconds as %s (HH:MM:SS)', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('counts whole seconds up to the expiry, and never below zero', () => {
    const expiresAt = 1_000_000;
    expect(secondsRemaining(expiresAt, expiresAt - 120_000)).toBe(120);
    expect(secondsRemaining(expiresAt, expiresAt - 119_001)).toBe(120);
    expect(secondsRemaining(expiresAt, expiresAt - 1)).toBe(1);
    expect(secondsRemaining(expiresAt, expiresAt)).toBe(0);
    expect(secondsRemaining(expiresAt, expiresAt + 5000)).toBe(0);
  });

  it('switches to the warning style when 120 seconds or fewer remain', () => {
    expect(isCountdownWarning(121)).toBe(false);
    expect(isCountdownWarning(120)).toBe(true);
    expect(isCountdownWarning(1)).toBe(true);
    expect(isCountdownWarning(0)).toBe(true);
  });
});
