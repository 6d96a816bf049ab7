import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LocaleCode } from '../../i18n';
import { formatsFor } from '../../i18n/valueFormats';
import type { SessionAccount } from '../../permissions/accountContext';
import writeExcelFile from 'write-excel-file/node';
import { exportColumns, exportedFields, type ExportFormat, type ExportReader } from '../../resources/engine/exportColumns';
import { exportSheet } from '../../resources/engine/exportSheet';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { auditRequest, readsAudited } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { csvFile } from './csv';
import type { ListScope } from './listQuery';
import { recordMaker, sentFields, type Row } from './recordCodec';
import type { LooseDb } from './recordWrites';
import { referenceNamesOf } from './referenceNames';
import { translatorFor } from '../serverTranslator';

/** The reader of an export: their language, and the clock and units of the account they work in. */
export function exportReaderOf(locale: LocaleCode, account: SessionAccount): ExportReader {
  const measurementSystem = account.measurementSystem ?? 'us';
  return { locale, translate: translatorFor(locale), formats: formatsFor(locale, account.timezone, measurementSystem), timeZone: account.timezone, measurementSystem };
}

/** An export's file, as sent. */
export interface ExportFile {
  body: string | Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A list's rows as a file people open in a spreadsheet (a CSV file or an Excel workbook): headed as
 * the reader's screens label the fields, in their language; a reference by the referenced record's name with its id beside it; numbers,
 * money and distances as numbers, days and moments as spreadsheets read dates, choices and yes/no
 * by their labels, structured values as readable lines. Only the fields the reader is sent. Names
 * of student records read for it are audited as reads of students.
 */
export async function recordExport(context: AppContext, resource: ResourceDeclaration, request: FastifyRequest, scoped: ListScope, rows: Row[], format: ExportFormat): Promise<ExportFile> {
  const reader = exportReaderOf(scoped.language.locale, scoped.account.account);
  const records = rows.map(recordMaker(resource, context.role, scoped.ability, scoped.today));
  const fields = exportedFields(sentFields(resource, context.role, scoped.ability));
  const { names, named } = await referenceNamesOf(context.database.db as unknown as LooseDb, fields, records, scoped, context.role, reader);
  for (const [target, count] of named) {
    if (readsAudited(target) && count > 0) {
      await auditRequest(context.database.db as unknown as Kysely<Database>, request, context, { action: 'read', entity: target.name, detail: { count, exportOf: resource.name } });
    }
  }
  const columns = exportColumns(resource, fields, reader, names);
  const file = { contentType: CONTENT_TYPES[format], fileName: `${resource.name}.${format}` };
  if (format === 'csv') return { ...file, body: csvFile(columns, records) };
  const { data, options } = exportSheet(columns, records);
  return { ...file, body: await writeExcelFile(data, { ...options, sheet: reader.translate(`resources.${resource.name}.name`, { smart_count: 2 }).slice(0, 31) }).toBuffer() };
}
