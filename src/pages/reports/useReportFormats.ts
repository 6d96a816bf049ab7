import { useLocaleState } from 'react-admin';

/** Shares, counts and a ride date's day of the month as the reader's language writes them, for the reports' figures and charts. */
export function useReportFormats() {
  const [locale] = useLocaleState();
  return {
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
    number: new Intl.NumberFormat(locale),
    // A ride date names a day, not an instant: read as UTC so that no timezone moves it.
    day: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  };
}

/** A ride date ("2026-11-25") as its day of the month: "Nov 25". */
export const dayOf = (format: Intl.DateTimeFormat, date: string) => format.format(new Date(`${date}T00:00:00Z`));
