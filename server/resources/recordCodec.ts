import type { AppAbility } from '../../permissions/defineAbility';
import type { FieldDeclaration } from '../../resources/engine/fields';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import type { DeploymentRole } from '../config';

export type Row = Record<string, unknown>;

const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'];

/**
 * A stored row as the API sends it: booleans as booleans, JSON parsed, withheld fields left out —
 * those hidden from the portal, and those with a view rule the reader's ability does not grant
 * (without an ability, every field that has one) — and derived values worked out for `today` (the
 * account's calendar day).
 */
export function toRecord(resource: ResourceDeclaration, row: Row, portal: DeploymentRole, reader?: AppAbility, today = new Date().toISOString().slice(0, 10)): Row {
  return recordMaker(resource, portal, reader, today)(row);
}

/** The fields a reader is sent: not those hidden from the portal, nor those behind a view rule they do not pass. */
export function sentFields(resource: ResourceDeclaration, portal: DeploymentRole, reader?: AppAbility): [string, FieldDeclaration][] {
  return Object.entries(resource.fields).filter(([, field]) =>
    !field.hiddenFrom?.includes(portal as 'vendor' | 'enterprise') && !(field.viewRule && !reader?.can(...field.viewRule)));
}

/**
 * `toRecord` for many rows of one reader: which fields the reader may see is worked out once, not
 * for every row (a list of 25 rides with 40 fields asked the ability a thousand times).
 */
export function recordMaker(resource: ResourceDeclaration, portal: DeploymentRole, reader?: AppAbility, today = new Date().toISOString().slice(0, 10)): (row: Row) => Row {
  const fields = sentFields(resource, portal, reader);
  return (row) => {
    const record: Row = {};
    for (const key of SYSTEM_FIELDS) record[key] = row[key];
    for (const [name, field] of fields) {
      const value = row[name];
      if (field.derived) record[name] = field.derived.valueOf(row, today);
      else if (field.type === 'boolean') record[name] = value === null || value === undefined ? null : Boolean(value);
      else if (field.type === 'json') record[name] = typeof value === 'string' ? JSON.parse(value) : (value ?? null);
      else record[name] = value ?? null;
    }
    return record;
  };
}

/** The fields whose stored value a write changed (system columns aside), for its audit entry: names, never values. */
export function changedFields(before: Row, after: Row): string[] {
  const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
  return Object.keys(after).filter((name) => !SYSTEM_FIELDS.includes(name) && !same(before[name], after[name]));
}

/** A validated body as columns: booleans as 0/1, JSON as text. */
export function toColumns(resource: ResourceDeclaration, body: Row): Row {
  const columns: Row = {};
  for (const [name, value] of Object.entries(body)) {
    const field = resource.fields[name];
    if (!field) continue;
    if (field.type === 'boolean') columns[name] = value === null || value === undefined ? null : value ? 1 : 0;
    else if (field.type === 'json') columns[name] = value === null || value === undefined ? (field.required ? '[]' : null) : JSON.stringify(value);
    else columns[name] = value ?? null;
  }
  return columns;
}

/**
 * What a client sends back untouched (react-admin returns whole records), the system columns and the
 * fields the server sets (a ride's display id): not the body's to set, so dropped rather than refused.
 */
export function withoutServerFields(resource: ResourceDeclaration, body: Row): Row {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !SYSTEM_FIELDS.includes(key) && !resource.fields[key]?.readOnly));
}
