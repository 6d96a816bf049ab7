import { MAX_PREPARED_DAYS, type ReportDays } from '../../resources/reports/preparedReports';
import { badRequest } from '../errors';

const DAY_MS = 86_400_000;

const isCalendarDay = (text: string) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** A report's days (`YYYY-MM-DD`) as a request's schema takes them; checkedDays says what is wrong with them in words. */
export const reportDay = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** The days asked for, or 400 naming what is wrong with them; `today` is the account's. */
export function checkedDays({ from, to }: ReportDays, today: string): ReportDays {
  for (const [name, text] of Object.entries({ from, to })) {
    if (!isCalendarDay(text)) throw badRequest(`${name}: ${text} is not a day of the calendar.`, 'INVALID_PARAMETER');
  }
  if (from > to) throw badRequest(`from (${from}) comes after to (${to}).`, 'INVALID_PARAMETER');
  if (to > today) throw badRequest(`to (${to}) is after today (${today}): a report covers days that have begun.`, 'INVALID_PARAMETER');
  const count = daysBetween(from, to);
  if (count > MAX_PREPARED_DAYS) throw badRequest(`A report covers at most ${MAX_PREPARED_DAYS} days; ${from} to ${to} is ${count}.`, 'INVALID_PARAMETER');
  return { from, to };
}
