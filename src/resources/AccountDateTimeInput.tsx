import { DateTimeInput, useLocaleState, type DateTimeInputProps } from 'react-admin';
import { instantOf, isWallTime, wallTimeIn, zoneNameOf } from '../shell/accountClock';
import { useConsoleSession } from '../shell/ConsoleSessionGate';

/**
 * A date and time entered on the account's clock, whatever the computer's own timezone, and saved
 * as the instant it names; the zone is named under the input so that nobody has to guess.
 */
export function AccountDateTimeInput(props: DateTimeInputProps & { source: string }) {
  const { account } = useConsoleSession();
  const [locale] = useLocaleState();
  const timeZone = account.account.timezone;
  return (
    <DateTimeInput
      {...props}
      // react-admin formats the value it already formatted once more; a wall time stays as it is.
      format={(value: unknown) => (typeof value === 'string' && value ? (isWallTime(value) ? value : wallTimeIn(value, timeZone)) : '')}
      parse={(value: string) => (value ? instantOf(value, timeZone) ?? null : null)}
      helperText={zoneNameOf(timeZone, locale)}
    />
  );
}
