import type { Cell, Row, SheetData } from 'write-excel-file/universal';
import type { ExportCell, ExportColumn, ExportKind } from './exportColumns';

/**
 * An export as a spreadsheet's sheet (written by write-excel-file on the server and in the mock
 * API): the headings in bold on a row that stays in view, numbers as numbers, money with its two
 * decimals, days and moments as the spreadsheet's own dates, so that they sort, sum and filter as
 * such. Text is only ever text: a sheet's cell is never run as a formula, so nothing is prefixed.
 */

/** How a spreadsheet shows each kind of cell (an ISO-like day reads the same in every language). */
const FORMATS: Readonly<Record<ExportKind, string | undefined>> = {
  text: undefined,
  number: undefined,
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};

/** "2026-11-25" or "2026-11-25 07:40", as written by exportColumns, as that wall-clock moment (in UTC, as the sheet counts days). */
function wallClock(text: string): Date | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1).map((part) => Number(part ?? 0));
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

function sheetCell(kind: ExportKind, value: ExportCell): Cell {
  if (value === null) return null;
  const format = FORMATS[kind];
  if (typeof value === 'number') return format ? { value, type: Number, format } : value;
  const moment = kind === 'date' || kind === 'dateTime' ? wallClock(value) : undefined;
  return moment ? { value: moment, type: Date, format } : { value, type: String };
}

/** Wide enough for most values of a kind; a text column as wide as its heading, within reason. */
const widthOf = (column: ExportColumn) => ({ width: column.kind === 'dateTime' ? 17 : column.kind === 'date' ? 11 : Math.min(Math.max(column.header.length + 2, 10), 40) });

export interface ExportSheet {
  data: SheetData;
  options: { columns: { width: number }[]; stickyRowsCount: number };
}

export function exportSheet(columns: readonly ExportColumn[], records: readonly Readonly<Record<string, unknown>>[]): ExportSheet {
  const heading: Row = columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' }));
  const rows = records.map((record): Row => columns.map((column) => sheetCell(column.kind, column.cellOf(record))));
  return { data: [heading, ...rows], options: { columns: columns.map(widthOf), stickyRowsCount: 1 } };
}
