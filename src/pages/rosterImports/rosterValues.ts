import type { RosterCounts, RosterFieldChange, RosterImportStatus } from '../../../resources/students/rosterImport';
import type { AccountFormats } from '../../../i18n/valueFormats';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The students' field a change names, as its label: the import calls the campus "campus". */
export function changedFieldLabel(field: string, translate: Translate): string {
  const source = field === 'campus' ? 'campusId' : field;
  return translate(`resources.students.fields.${source}`, { _: field });
}

/** A value before or after a change as a person reads it: a date as a date, a status by its name, nothing as a dash. */
export function changedValue(change: RosterFieldChange, value: unknown, translate: Translate, formats: AccountFormats): string {
  if (value === null || value === undefined || value === '') return '—';
  if (change.field === 'birthDate' && typeof value === 'string') return formats.date(value);
  if (change.field === 'status' && typeof value === 'string') return translate(`choices.${value}`, { _: value });
  if (typeof value === 'number') return formats.number(value, change.field === 'lat' || change.field === 'lng' ? 5 : undefined);
  if (typeof value === 'boolean') return translate(value ? 'rosterImports.yes' : 'rosterImports.no');
  return String(value);
}

/** "1,204 students: 12 to add, 30 to change, …" — the counts of a dry run, or of what was applied. */
export function countsSentence(counts: RosterCounts, applied: boolean, translate: Translate, formats: AccountFormats): string {
  const figures = Object.fromEntries(Object.entries(counts).map(([kind, count]) => [kind, formats.number(count)]));
  return translate(applied ? 'rosterImports.counts.applied' : 'rosterImports.counts.checked', { ...figures, smart_count: counts.students });
}

/** An import that may still be applied: a file checked, or a night's run stopped for a person to look at. */
export const stillWaiting = (status: RosterImportStatus) => status === 'checked' || status === 'stopped';

/** An import that read a file through: a failed or skipped run has no counts to show. */
export const fileRead = (status: RosterImportStatus) => status !== 'failed' && status !== 'skipped';

/** How loud a run's explanation is: a file that could not be read is an error; a run held back or with nothing new, a warning. */
export const errorSeverity = (status: RosterImportStatus): 'warning' | 'error' => (status === 'stopped' || status === 'skipped' ? 'warning' : 'error');
