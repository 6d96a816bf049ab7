import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';

/** How many school days ahead rides are assigned from this screen. */
const DAYS_AHEAD = 6;

/** Today and the coming school days on the account's calendar, named as a dispatcher says them ("Today", "Tomorrow", "Mon, Nov 23"). */
export function useUpcomingDays(): { date: string; label: string }[] {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { timezone } = useConsoleSession().account.account;
  return useMemo(() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const named = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const days: { date: string; label: string }[] = [];
    for (let offset = 0; days.length < DAYS_AHEAD; offset += 1) {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + offset);
      // Rides run on school days: a weekend is offered only when it is today.
      if (offset > 0 && (day.getUTCDay() === 0 || day.getUTCDay() === 6)) continue;
      const name = offset === 0 ? translate('driverRecords.assignment.today') : offset === 1 ? translate('driverRecords.assignment.tomorrow') : null;
      days.push({ date: day.toISOString().slice(0, 10), label: name ? `${name} (${named.format(day)})` : named.format(day) });
    }
    return days;
  }, [locale, timezone, translate]);
}
