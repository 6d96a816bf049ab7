import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { NumberField, useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { useAccountFormats } from '../shell/useAccountFormats';

type DeclaredFieldProps = FieldProps & { source: string };

function FieldText({ text }: { text: string | undefined }) {
  return text ? <Typography component="span" variant="body2">{text}</Typography> : null;
}

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/**
 * A calendar date ("2026-11-21") as the reader's language writes it. It names a day, not an
 * instant, so no timezone may move it: react-admin's DateField read it as UTC midnight and showed
 * the day before west of Greenwich.
 */
export function LocaleDateField(props: DeclaredFieldProps) {
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }), [locale]);
  const day = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : undefined;
  return <FieldText text={day && isValidDate(day) ? format.format(day) : undefined} />;
}

/** An instant in the account's timezone, as the reader's language writes it: a district's clock, wherever its staff are. */
export function AccountDateTimeField(props: DeclaredFieldProps) {
  const value = useFieldValue(props);
  const formats = useAccountFormats();
  const valid = typeof value === 'string' && isValidDate(new Date(value));
  return <FieldText text={valid ? formats.dateTime(value) : undefined} />;
}

/** The currency of the console's amounts: its districts are in the United States. */
const CURRENCY = { style: 'currency', currency: 'USD' } as const;

/**
 * A number as the reader's language writes it; `grouping={false}` for identifiers such as a ride
 * number, `money` for an amount in dollars.
 */
export function LocaleNumberField({ grouping = true, money = false, ...props }: DeclaredFieldProps & { grouping?: boolean; money?: boolean }) {
  const [locale] = useLocaleState();
  return <NumberField {...props} locales={locale} options={money ? CURRENCY : grouping ? undefined : { useGrouping: false }} />;
}
// The list's header cell reads the alignment from the field's type, as for react-admin's NumberField.
LocaleNumberField.textAlign = 'right';

/** An amount held in cents, as money in the reader's language ("$1,234.50"). */
export function LocaleMoneyField(props: DeclaredFieldProps) {
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  const format = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: MONEY_CURRENCY }), [locale]);
  return <FieldText text={typeof value === 'number' ? format.format(value / 100) : undefined} />;
}
LocaleMoneyField.textAlign = 'right';

/** The demo operation bills in US dollars; amounts are kept in cents. */
export const MONEY_CURRENCY = 'USD';
