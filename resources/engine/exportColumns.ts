import type { MeasurementSystem } from '../../permissions/accountContext';
import type { Translate } from '../../i18n/translate';
import { LONG_DISTANCE, type AccountFormats } from '../../i18n/valueFormats';
import type { FieldDeclaration } from './fields';
import { structuredLines, subRecordLabelKey, subRecordLines } from './readableValues';
import type { ResourceDeclaration } from './resource';

/**
 * The columns of a declared entity's export, shared by the server (server/resources/recordExport.ts)
 * and the mock API, so that a file reads the same from either.
 */

type Values = Readonly<Record<string, unknown>>;

/** The files an export is written as: a CSV file, or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An export's `format` parameter: CSV unless it names another of EXPORT_FORMATS; undefined when it names none of them. */
export function exportFormatOf(asked: unknown): ExportFormat | undefined {
  if (asked === undefined || asked === '') return 'csv';
  return EXPORT_FORMATS.find((format) => format === asked);
}

/** Whom an export is written for: their language and texts, and the account's clock and units. */
export interface ExportReader {
  locale: string;
  translate: Translate;
  /** Values as the screens write them, for the text inside a cell (a name, a structured value). */
  formats: AccountFormats;
  timeZone: string;
  measurementSystem: MeasurementSystem;
}

/**
 * A cell of an export as a spreadsheet should read it: a number stays a number, never text; a day
 * ("2026-11-25") and a moment on the account's clock ("2026-11-25 07:40") are written as
 * spreadsheets read dates; everything else is the text the screens show.
 */
export type ExportCell = string | number | null;

/**
 * What a column's cells are, for a file that can say so (a spreadsheet's number formats): a day and a
 * moment are written as "2026-11-25" and "2026-11-25 07:40", money as currency units.
 */
export type ExportKind = 'text' | 'number' | 'money' | 'date' | 'dateTime';

/** One column of an export: its heading as the reader's screens label it, what its cells are, and its cell in each record. */
export interface ExportColumn {
  header: string;
  kind: ExportKind;
  cellOf(record: Values): ExportCell;
}

/** What a field's cells are: see cellOf. */
function kindOf(field: FieldDeclaration): ExportKind {
  switch (field.type) {
    case 'integer': case 'number': return field.cents ? 'money' : 'number';
    case 'date': return 'date';
    case 'datetime': return 'dateTime';
    default: return 'text';
  }
}

/** The names of the records a field's references point to, by id; a field absent names none (the reader may not view them). */
export type ReferenceNames = ReadonlyMap<string, ReadonlyMap<number, string>>;

/**
 * The fields an export has columns for, of those the reader is sent: none kept only for the rules
 * (`hidden`), and no encoded path, which is a map rather than a value a cell can show.
 */
export const exportedFields = (fields: [string, FieldDeclaration][]) => fields.filter(([, field]) => !field.hidden && field.type !== 'polyline');

/** Distances are exported to a thousandth of the account's unit: a metre or two. */
const DISTANCE_DECIMALS = 3;

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

const clocks = new Map<string, Intl.DateTimeFormat>();
const clockOf = (timeZone: string) => clocks.get(timeZone) ?? clocks.set(timeZone, new Intl.DateTimeFormat('en-US', {
  timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
})).get(timeZone)!;

/** An instant on the account's clock as spreadsheets read a date and time: "2026-11-25 07:40". */
function onClock(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const part = Object.fromEntries(clockOf(timeZone).formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** A field's value as its cell: money in currency units, distances in the account's unit, choices and yes/no by their labels. */
function cellOf(field: FieldDeclaration, value: unknown, reader: ExportReader): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'integer': case 'number': {
      const number = asNumber(value);
      if (number === null) return null;
      if (field.cents) return number / 100;
      if (field.unit === 'meters') return Number((number / LONG_DISTANCE[reader.measurementSystem].meters).toFixed(DISTANCE_DECIMALS));
      return number;
    }
    case 'boolean': return reader.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'enum': return reader.translate(`choices.${String(value)}`, { _: String(value) });
    case 'date': return String(value).slice(0, 10);
    case 'datetime': return onClock(String(value), reader.timeZone);
    case 'json': return structuredLines(value, reader.translate, reader.formats).join('\n');
    default: return String(value);
  }
}

/** A distance's heading names its unit, as the language abbreviates it: "Distance (mi)". */
function headerOf(field: FieldDeclaration, label: string, reader: ExportReader): string {
  if (field.unit !== 'meters') return label;
  const { unit } = LONG_DISTANCE[reader.measurementSystem];
  const symbol = new Intl.NumberFormat(reader.locale, { style: 'unit', unit, unitDisplay: 'short' }).formatToParts(2).find((part) => part.type === 'unit')?.value ?? unit;
  return `${label} (${symbol})`;
}

/**
 * An export's columns for the reader: the record's id, then each field under its label in the
 * reader's language; a reference as the referenced record's name under the field's label, where the
 * reader may see names, and its id in a column of its own ("Driver", "Driver ID").
 */
export function exportColumns(resource: ResourceDeclaration, fields: [string, FieldDeclaration][], reader: ExportReader, names: ReferenceNames): ExportColumn[] {
  const label = (name: string) => reader.translate(`resources.${resource.name}.fields.${name}`, { _: name });
  const columns: ExportColumn[] = [{ header: reader.translate('utility.export.id'), kind: 'number', cellOf: (record) => asNumber(record.id) }];
  for (const [name, field] of fields) {
    if (field.items) {
      const { items } = field;
      const itemLabel = (item: string) => reader.translate(subRecordLabelKey(resource.name, name, item), { _: item });
      columns.push({ header: label(name), kind: 'text', cellOf: (record) => subRecordLines(record[name], items, itemLabel, reader.translate, reader.formats).join('\n') || null });
      continue;
    }
    if (field.type !== 'reference') {
      columns.push({ header: headerOf(field, label(name), reader), kind: kindOf(field), cellOf: (record) => cellOf(field, record[name], reader) });
      continue;
    }
    const named = names.get(name);
    if (named) columns.push({ header: label(name), kind: 'text', cellOf: (record) => named.get(asNumber(record[name]) ?? 0) ?? null });
    columns.push({ header: reader.translate('utility.export.referenceId', { field: label(name) }), kind: 'number', cellOf: (record) => asNumber(record[name]) });
  }
  return columns;
}
