import Typography from '@mui/material/Typography';
import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { useAccountFormats } from '../shell/useAccountFormats';

type DeclaredFieldProps = FieldProps & { source: string };

/** A value's text; `whole` keeps a short value (a day, a time) on one line, as a table's row is easier read so. */
function FieldText({ text, whole = false }: { text: string | undefined; whole?: boolean }) {
  return text ? <Typography component="span" variant="body2" sx={whole ? { whiteSpace: 'nowrap' } : undefined}>{text}</Typography> : null;
}

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/**
 * Formatters made once per language and options: a list draws these fields in every row, and an
 * Intl formatter costs far more to make than to use.
 */
function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let known = cache.get(key);
  if (!known) cache.set(key, (known = make()));
  return known;
}
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => kept(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => kept(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/**
 * A calendar date ("2026-11-21") as the reader's language writes it. It names a day, not an
 * instant, so no timezone may move it: react-admin's DateField read it as UTC midnight and showed
 * the day before west of Greenwich.
 */
export function LocaleDateField(props: DeclaredFieldProps) {
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  const format = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : undefined;
  return <FieldText text={day && isValidDate(day) ? format.format(day) : undefined} whole />;
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
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  const format = numberFormat(locale, money ? CURRENCY : grouping ? {} : { useGrouping: false });
  return <FieldText text={typeof value === 'number' ? format.format(value) : value == null ? undefined : String(value)} />;
}
// The list's header cell reads the alignment from the field's type, as for react-admin's NumberField.
LocaleNumberField.textAlign = 'right';

/** An amount held in cents, as money in the reader's language ("$1,234.50"). */
export function LocaleMoneyField(props: DeclaredFieldProps) {
  const value = useFieldValue(props);
  const [locale] = useLocaleState();
  const format = numberFormat(locale, { style: 'currency', currency: MONEY_CURRENCY });
  return <FieldText text={typeof value === 'number' ? format.format(value / 100) : undefined} />;
}
LocaleMoneyField.textAlign = 'right';

/** The demo operation bills in US dollars; amounts are kept in cents. */
export const MONEY_CURRENCY = 'USD';

/** A distance held in metres, in the account's system ("16.9 mi", "27.3 km", "420 ft"). */
export function AccountDistanceField(props: DeclaredFieldProps) {
  const value = useFieldValue(props);
  const formats = useAccountFormats();
  return <FieldText text={typeof value === 'number' ? formats.distance(value) : undefined} />;
}
AccountDistanceField.textAlign = 'right';

/** A time of day as stored ("07:45"), on the reader's clock ("7:45 AM" in English, "7:45" in Spanish). */
export function LocaleTimeOfDayField(props: DeclaredFieldProps) {
  const value = useFieldValue(props);
  const formats = useAccountFormats();
  return <FieldText text={typeof value === 'string' && value ? formats.timeOfDay(value) : undefined} whole />;
}
