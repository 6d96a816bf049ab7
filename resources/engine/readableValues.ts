import type { Translate } from '../../i18n/translate';
import type { AccountFormats } from '../../i18n/valueFormats';
import type { FieldDeclaration } from './fields';
import type { ResourceDeclaration } from './resource';

/**
 * Values as a person reads them, never in their stored form: a record's name and a structured
 * (JSON) value, written the same way on the screens and in the server's exports.
 */

type Values = Readonly<Record<string, unknown>>;

const asStored = (_field: string, value: unknown) => String(value ?? '');

/**
 * A declaration's representation ("name", or a template like "%{firstName} %{lastName}") for a
 * record, each value written by `valueOf` (as stored unless told; `readableName` writes them as a
 * reader reads them).
 */
export function representRecord(representation: string, record: Values | undefined, valueOf: (field: string, value: unknown) => string = asStored): string {
  if (!record) return '';
  if (!representation.includes('%{')) return valueOf(representation, record[representation]);
  return representation.replace(/%\{(\w+)\}/g, (_, field: string) => valueOf(field, record[field]));
}

/** A value of a record's name as a reader reads it: a day, a time or an amount as their language writes it, a choice by its label. */
function nameValue(field: FieldDeclaration | undefined, value: unknown, formats: AccountFormats, translate: Translate): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    if (field?.type === 'date') return formats.date(value);
    if (field?.type === 'datetime') return formats.dateTime(value);
    if (field?.type === 'time') return formats.timeOfDay(value);
    if (field?.type === 'enum') return translate(`choices.${value}`, { _: value });
  }
  if (typeof value === 'number' && field?.cents) return formats.money(value);
  return String(value);
}

/**
 * How a declared entity's record is named for a reader — its declaration's representation with each
 * value as they read it ("Nov 25, 2026 · AM-00012", never "2026-11-25 · AM-00012").
 */
export function readableName(declaration: ResourceDeclaration, record: Values, formats: AccountFormats, translate: Translate): string {
  return representRecord(declaration.recordRepresentation, record, (field, value) => nameValue(declaration.fields[field], value, formats, translate));
}

/** Keys of a structured value's items that place them rather than say anything to a reader. */
const UNREAD_KEYS = new Set(['id', 'lat', 'lng']);
const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

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
 * A structured (JSON) value as lines of readable text, never as JSON: a list of plain values on one
 * line ("Mon, Tue, Wed"), a list of items one line each (a guardian: "Ana Adams · (503) 555-0142 ·
 * Mother"), an item's values in order; choices by their labels, days and times as the reader's
 * language writes them. None for no value.
 */
export function structuredLines(value: unknown, translate: Translate, formats: AccountFormats): string[] {
  if (value === null || value === undefined) return [];
  const items = Array.isArray(value) && value.some((item) => item && typeof item === 'object') ? value : [value];
  return items.map((item) => itemLine(item, translate, formats));
}

/** The label of an item's field in a list of sub-records: `resources.<resource>.items.<field>.<item>` ("May pick up"). */
export const subRecordLabelKey = (resource: string, field: string, item: string) => `resources.${resource}.items.${field}.${item}`;

/**
 * A list of sub-records as lines of text, one per item, its declared fields in their order ("Ana
 * Adams · Mother · (503) 555-0142 · May pick up"): choices by their labels, a yes by its field's
 * label and a no left out.
 */
export function subRecordLines(value: unknown, items: Readonly<Record<string, FieldDeclaration>>, labelOf: (item: string) => string, translate: Translate, formats: AccountFormats): string[] {
  if (!Array.isArray(value)) return structuredLines(value, translate, formats);
  const fields = Object.entries(items);
  return value.map((row: Values) => fields.flatMap(([item, field]) => {
    const held = row?.[item];
    if (field.type === 'boolean') return held === true ? [labelOf(item)] : [];
    const text = readable(held, translate, formats);
    return text ? [text] : [];
  }).join(' · '));
}
