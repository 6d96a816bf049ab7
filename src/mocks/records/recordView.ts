import type { ResourceDeclaration } from '../../../resources/engine/resource';
import type { MockRow } from './recordTypes';

/**
 * A stored record as the API sends it: the system fields and the declared ones, derived values
 * worked out for the day (a document's state), nothing else (the columns they are worked out from,
 * a ride's former start). The mock user is the operator's admin, who may read every field.
 */
export function recordView(resource: ResourceDeclaration, row: MockRow, today: string): Record<string, unknown> & { id: number } {
  const record: Record<string, unknown> & { id: number } = { id: row.id, version: row.version, createdAt: row.createdAt, updatedAt: row.updatedAt };
  for (const [name, field] of Object.entries(resource.fields)) record[name] = field.derived ? field.derived.valueOf(row, today) : (row[name] ?? null);
  return record;
}
