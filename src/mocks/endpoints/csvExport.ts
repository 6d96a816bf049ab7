import { declarationOf } from '../../../resources';
import { exportColumns, exportedFields, type ExportColumn, type ExportReader } from '../../../resources/engine/exportColumns';
import { exportSheet } from '../../../resources/engine/exportSheet';
import { readableName } from '../../../resources/engine/readableValues';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { formatsFor } from '../../../i18n/valueFormats';
import { i18nProvider } from '../../providers/i18nProvider';
import { mockStore } from '../records/mockStore';
import { recordView } from '../records/recordView';
import { MOCK_ACCOUNT } from '../mockSession';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A header line, then a line per row, as the server's CSV files are written. */
export function csvTable(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((line) => `${line.map(cell).join(',')}\r\n`).join('');
}

/** The mock user reads the console in the language shown, on the mock account's clock and in its units. */
function mockReader(): ExportReader {
  const locale = i18nProvider.getLocale();
  const { timezone, measurementSystem = 'us' } = MOCK_ACCOUNT.account;
  return { locale, translate: i18nProvider.translate, formats: formatsFor(locale, timezone, measurementSystem), timeZone: timezone, measurementSystem };
}

/**
 * A list's columns as the server's export writes them (resources/engine/exportColumns.ts): the labels
 * shown as its heading, a reference as its record's name and its id. The mock user may view every record.
 */
function exportColumnsOf(resource: ResourceDeclaration, records: readonly Record<string, unknown>[]): ExportColumn[] {
  const reader = mockReader();
  const store = mockStore();
  const fields = exportedFields(Object.entries(resource.fields));
  const names = new Map(fields.flatMap(([name, field]) => {
    const target = field.type === 'reference' ? declarationOf(field.reference!) : undefined;
    if (!target) return [];
    const named = new Map<number, string>();
    for (const record of records) {
      const row = store.byId(target.name, record[name]);
      if (row) named.set(row.id, readableName(target, recordView(target, row, store.clock.today), reader.formats, reader.translate).trim());
    }
    return [[name, named] as const];
  }));
  return exportColumns(resource, fields, reader, names);
}

export function csvOf(resource: ResourceDeclaration, records: readonly Record<string, unknown>[]): string {
  const columns = exportColumnsOf(resource, records);
  return csvTable(columns.map((column) => column.header), records.map((record) => columns.map((column) => column.cellOf(record))));
}

/** The same list as the server's Excel workbook (resources/engine/exportSheet.ts); its writer is fetched with the first one. */
export async function workbookOf(resource: ResourceDeclaration, records: readonly Record<string, unknown>[]): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const { data, options } = exportSheet(exportColumnsOf(resource, records), records);
  return writeExcelFile(data, options).toBlob();
}
