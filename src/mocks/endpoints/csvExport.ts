import type { ResourceDeclaration } from '../../../resources/engine/resource';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A header line, then a line per row, as the server's CSV files are written. */
export function csvTable(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((line) => `${line.map(cell).join(',')}\r\n`).join('');
}

/** A list as the server's export writes it: a header of field names, then a line per record. */
export function csvOf(resource: ResourceDeclaration, records: readonly Record<string, unknown>[]): string {
  const columns = ['id', ...Object.keys(resource.fields)];
  return csvTable(columns, records.map((record) => columns.map((column) => record[column])));
}
