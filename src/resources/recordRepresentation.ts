import type { RaRecord } from 'react-admin';

const asStored = (_field: string, value: unknown) => String(value ?? '');

/**
 * A declaration's representation ("name", or a template like "%{firstName} %{lastName}") for a
 * record, each value written by `valueOf` (as stored unless told; useRecordName writes them as a
 * reader reads them).
 */
export function representRecord(representation: string, record: RaRecord | undefined, valueOf: (field: string, value: unknown) => string = asStored): string {
  if (!record) return '';
  if (!representation.includes('%{')) return valueOf(representation, record[representation]);
  return representation.replace(/%\{(\w+)\}/g, (_, field: string) => valueOf(field, record[field]));
}
