import type { ExportColumn } from '../../resources/engine/exportColumns';
import type { Row } from './recordCodec';

/** A CSV cell that a spreadsheet will show as text, never run as a formula (SECURITY.md "Input"). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number is never read as a formula: a negative one stays a number rather than text.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole file: a heading line, then a line per record. It begins with a byte-order mark, without
 * which Excel reads UTF-8 as the machine's own code page ("JosÃ©" for "José").
 */
export function csvFile(columns: readonly ExportColumn[], records: readonly Row[]): string {
  return `\uFEFF${csvLine(columns.map((column) => column.header))}${records.map((record) => csvLine(columns.map((column) => column.cellOf(record)))).join('')}`;
}
