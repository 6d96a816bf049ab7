import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { useAccountFormats, type AccountFormats } from '../shell/useAccountFormats';

/** Keys of a structured value's items that place them rather than say anything to a reader. */
const UNREAD_KEYS = new Set(['id', 'lat', 'lng']);
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Translate = ReturnType<typeof useTranslate>;

/** One value of an item as a person reads it: a choice by its label, a time on their clock, a list by its length. */
function readable(value: unknown, translate: Translate, formats: AccountFormats): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.every((item) => typeof item !== 'object') ? value.map((item) => readable(item, translate, formats)).join(', ') : String(value.length);
  if (typeof value === 'number') return formats.number(value, 2);
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'object') return Object.values(value).map((inner) => readable(inner, translate, formats)).filter(Boolean).join(' · ');
  const text = String(value);
  if (TIME_OF_DAY.test(text)) return formats.timeOfDay(text);
  if (CALENDAR_DAY.test(text)) return formats.date(text);
  if (INSTANT.test(text)) return formats.dateTime(text);
  return translate(`choices.${text}`, { _: text });
}

const itemLine = (item: unknown, translate: Translate, formats: AccountFormats) => (item && typeof item === 'object' && !Array.isArray(item)
  ? Object.entries(item).filter(([key]) => !UNREAD_KEYS.has(key)).map(([, value]) => readable(value, translate, formats)).filter(Boolean).join(' · ')
  : readable(item, translate, formats));

/**
 * A structured (JSON) value as readable text, never as JSON: a list of plain values on one line
 * ("Mon, Tue, Wed"), a list of items one line each (a guardian: "Ana Adams · (503) 555-0142 ·
 * Mother"), an item's values in order; choices by their labels, days and times as the reader's
 * language writes them.
 */
export function StructuredField(props: FieldProps & { source: string }) {
  const value = useFieldValue(props);
  const translate = useTranslate();
  const formats = useAccountFormats();
  if (value === null || value === undefined) return null;
  const items = Array.isArray(value) && value.some((item) => item && typeof item === 'object') ? value : [value];
  return (
    <>
      {items.map((item, index) => <Typography key={index} component="div" variant="body2">{itemLine(item, translate, formats)}</Typography>)}
    </>
  );
}
