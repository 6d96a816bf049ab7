import { useLocaleState } from 'react-admin';
import { formatsFor, type AccountFormats } from '../../i18n/valueFormats';
import { useOptionalConsoleSession } from './ConsoleSessionGate';

/**
 * Times, money, numbers and distances as the reader's language writes them, times in the account's
 * timezone (a district's coordinators see their district's clock wherever they are) and distances
 * in its system of measurement; outside a session (a piece drawn alone) in UTC and US units. Every
 * cell of a list asks for them: they are made once per language, timezone and system, not per cell.
 */
export function useAccountFormats(): AccountFormats {
  const [locale] = useLocaleState();
  const account = useOptionalConsoleSession()?.account.account;
  return formatsFor(locale, account?.timezone ?? 'UTC', account?.measurementSystem ?? 'us');
}
