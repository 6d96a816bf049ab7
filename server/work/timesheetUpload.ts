import type { Kysely } from 'kysely';
import { tenantCondition, type AbilityContext } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { fieldSchema } from '../../resources/engine/validation';
import { timesheetEntries } from '../../resources/timesheet-entries';
import { hoursWorked } from '../../resources/timesheet-entries/hours';
import { MAX_UPLOAD_ROWS, UPLOAD_COLUMNS, type UploadProblem } from '../../resources/timesheet-entries/upload';
import type { Database } from '../db/schema';
import type { TimesheetEntriesTable } from '../db/schema/workAndMoney';
import { badRequest } from '../errors';
import { tenantWhere } from '../resources/tenantScope';
import { parseCsv, type CsvRow } from './csvRows';

type Column = (typeof UPLOAD_COLUMNS)[number];

/** A checked line of an upload: a timesheet entry's own columns, before it is stored. */
export type UploadedEntry = Pick<TimesheetEntriesTable, 'vendorId' | 'yardId' | 'driverId' | 'monitorId' | 'workDate' | 'startTime' | 'endTime' | 'activityType' | 'hours' | 'notes'>;

type Employee = { id: number; vendorId: number; yardId: number | null };
const CHECKS: Partial<Record<Column, keyof typeof timesheetEntries.fields>> = { date: 'workDate', start: 'startTime', end: 'endTime', activity: 'activityType', notes: 'notes' };

/** The file's records under its header, or 400 for a file that is not a timesheet at all. */
export function readUpload(text: string): { rows: Record<Column, string>[]; lines: number[] } {
  let records: CsvRow[];
  try {
    records = parseCsv(text);
  } catch (error) {
    throw badRequest((error as Error).message, 'INVALID_CSV');
  }
  const [header, ...data] = records;
  const names = (header?.cells ?? []).map((name) => name.trim().toLowerCase());
  const missing = UPLOAD_COLUMNS.filter((column) => column !== 'notes' && !names.includes(column));
  if (!header || missing.length) throw badRequest(`The first line must name the columns ${UPLOAD_COLUMNS.join(', ')}; missing: ${missing.join(', ') || 'all'}.`, 'INVALID_CSV');
  if (!data.length) throw badRequest('The file has a header but no entries.', 'INVALID_CSV');
  if (data.length > MAX_UPLOAD_ROWS) throw badRequest(`The file has ${data.length} entries; at most ${MAX_UPLOAD_ROWS} are taken at once.`, 'TOO_MANY_ROWS');
  const rows = data.map((record) => Object.fromEntries(UPLOAD_COLUMNS.map((column) => [column, (record.cells[names.indexOf(column)] ?? '').trim()])) as Record<Column, string>);
  return { rows, lines: data.map((record) => record.line) };
}

/** The caller's drivers and monitors among those the rows name, by "driver:12". */
async function employeesNamed(db: Kysely<Database>, account: AbilityContext, rows: Record<Column, string>[]): Promise<Map<string, Employee>> {
  const found = new Map<string, Employee>();
  for (const kind of ['driver', 'monitor'] as const) {
    const ids = [...new Set(rows.filter((row) => row.employee_type === kind).map((row) => Number(row.employee_id)).filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (!ids.length) continue;
    const table = kind === 'driver' ? 'drivers' : 'monitors';
    const where = tenantWhere(tenantCondition(account, TENANT_COLUMNS[table]), table);
    const people = await db.selectFrom(table).select(['id', 'vendorId', 'yardId']).where('id', 'in', ids).where(where as never).execute();
    for (const person of people) found.set(`${kind}:${person.id}`, person);
  }
  return found;
}

/** Entries already stored for these employees over these dates, as "driver:12 2026-11-20 06:30". */
async function storedKeys(db: Kysely<Database>, entries: UploadedEntry[]): Promise<Set<string>> {
  if (!entries.length) return new Set();
  const dates = entries.map((entry) => entry.workDate).sort();
  const stored = await db.selectFrom('timesheetEntries').select(['driverId', 'monitorId', 'workDate', 'startTime'])
    .where('workDate', '>=', dates[0]).where('workDate', '<=', dates[dates.length - 1]).where('vendorId', 'in', [...new Set(entries.map((entry) => entry.vendorId))]).execute();
  return new Set(stored.map(keyOf));
}

const keyOf = (entry: Pick<UploadedEntry, 'driverId' | 'monitorId' | 'workDate' | 'startTime'>) =>
  `${entry.driverId ? `driver:${entry.driverId}` : `monitor:${entry.monitorId}`} ${entry.workDate} ${entry.startTime}`;

/** What is wrong with one row's own values, or the entry it makes. */
function checkRow(row: Record<Column, string>, employee: Employee | undefined): string | UploadedEntry {
  if (row.employee_type !== 'driver' && row.employee_type !== 'monitor') return 'employee_type must be driver or monitor.';
  if (!employee) return `No ${row.employee_type} with id "${row.employee_id}" in your organisation.`;
  for (const [column, field] of Object.entries(CHECKS) as [Column, keyof typeof timesheetEntries.fields][]) {
    if (column === 'notes' && !row.notes) continue;
    try {
      fieldSchema(column, timesheetEntries.fields[field]).validateSync(row[column]);
    } catch (error) {
      return (error as Error).message;
    }
  }
  const hours = hoursWorked(row.start, row.end);
  if (hours === undefined) return `end (${row.end}) must come after start (${row.start}) on the same day.`;
  const isDriver = row.employee_type === 'driver';
  return {
    vendorId: employee.vendorId, yardId: employee.yardId, driverId: isDriver ? employee.id : null, monitorId: isDriver ? null : employee.id,
    workDate: row.date, startTime: row.start, endTime: row.end, activityType: row.activity, hours, notes: row.notes || null,
  };
}

/**
 * Every row checked, each problem named with its line: the employee is the caller's, the values are
 * valid by the declaration's rules, and no entry repeats one in the file or one already stored.
 */
export async function checkUploadRows(db: Kysely<Database>, account: AbilityContext, text: string): Promise<{ entries: UploadedEntry[]; problems: UploadProblem[] }> {
  const { rows, lines } = readUpload(text);
  const employees = await employeesNamed(db, account, rows);
  const checked = rows.map((row) => checkRow(row, employees.get(`${row.employee_type}:${row.employee_id}`)));
  const stored = await storedKeys(db, checked.filter((result): result is UploadedEntry => typeof result !== 'string'));
  const seen = new Map<string, number>();
  const problems: UploadProblem[] = [];
  checked.forEach((result, index) => {
    const line = lines[index];
    if (typeof result === 'string') return problems.push({ line, message: result });
    const key = keyOf(result);
    if (seen.has(key)) problems.push({ line, message: `The same employee, date and start as line ${seen.get(key)}.` });
    else if (stored.has(key)) problems.push({ line, message: 'This employee already has an entry starting then on that date.' });
    seen.set(key, seen.get(key) ?? line);
  });
  return { entries: problems.length ? [] : (checked as UploadedEntry[]), problems };
}
