import type { RaRecord } from 'react-admin';

/** A declaration's representation ("name", or a template like "%{firstName} %{lastName}") for a record. */
export function representRecord(representation: string, record: RaRecord | undefined): string {
  if (!record) return '';
  if (!representation.includes('%{')) return String(record[representation] ?? '');
  return representation.replace(/%\{(\w+)\}/g, (_, field: string) => String(record[field] ?? ''));
}
