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

/** One set per language and timezone: an Intl formatter costs far more to make than to use. */
const formatsByPlace = new Map<string, AccountFormats>();

function formatsFor(locale: string, timeZone: string): AccountFormats {
  const key = `${locale}|${timeZone}`;
  const known = formatsByPlace.get(key);
  if (known) return known;
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  const numbers = new Map<number, Intl.NumberFormat>();
  const formats: AccountFormats = {
    dateTime: (iso) => dateTime.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
    money: (cents) => money.format(cents / 100),
    number: (value, fractionDigits = 0) => {
      let format = numbers.get(fractionDigits);
      if (!format) numbers.set(fractionDigits, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits })));
      return format.format(value);
    },
  };
  formatsByPlace.set(key, formats);
  return formats;
}

/**
 * Times, money and numbers as the reader's language writes them, and times in the account's
 * timezone (a district's coordinators see their district's clock wherever they are). Every cell of
 * a list asks for them: they are made once per language and timezone, not per cell.
 */
export function useAccountFormats(): AccountFormats {
  const [locale] = useLocaleState();
  const { account } = useConsoleSession();
  return formatsFor(locale, account.account.timezone);
}
