import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useConsoleSession } from './ConsoleSessionGate';

export interface AccountFormats {
  /** Date and time of an ISO instant, in the account's timezone. */
  dateTime(iso: string): string;
  /** Time of day of an ISO instant, in the account's timezone. */
  time(iso: string): string;
  /** Cents as the operation's currency. */
  money(cents: number): string;
  number(value: number, fractionDigits?: number): string;
}

const CURRENCY = 'USD';

/**
 * Times, money and numbers as the reader's language writes them, and times in the account's
 * timezone (a district's coordinators see their district's clock wherever they are).
 */
export function useAccountFormats(): AccountFormats {
  const [locale] = useLocaleState();
  const { account } = useConsoleSession();
  const timeZone = account.account.timezone;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    return {
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      money: (cents) => money.format(cents / 100),
      number: (value, fractionDigits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value),
    };
  }, [locale, timeZone]);
}
