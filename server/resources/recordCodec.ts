import type { AppAbility } from '../../permissions/defineAbility';
import type { DerivedValue } from '../../resources/engine/derived';
import type { FieldDeclaration } from '../../resources/engine/fields';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import type { DeploymentRole } from '../config';
import { columnNames } from '../db/columnNames';
import { ownedBy } from '../db/keptAnswers';

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
 * How a row's values are named: by the code's field names (as every query reads them), or by the
 * database's column names (a list page's rows, read as stored).
 */
export type RowNames = 'fields' | 'columns';

/** A row read as stored, under the code's field names. */
const withFieldNames = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([column, value]) => [columnNames.nameOf(column), value]));

/** How a sent field's value is made from its stored one. */
type Conversion = 'as stored' | 'boolean' | 'json' | 'derived';

const conversionOf = (field: FieldDeclaration): Conversion => (field.derived ? 'derived' : field.type === 'boolean' || field.type === 'json' ? field.type : 'as stored');

/** What making a reader's records of a declaration takes, worked out once (`recordMaker`). */
interface RecordPlan {
  system: { name: string; key: string }[];
  fields: { name: string; key: string; conversion: Conversion; derived?: DerivedValue }[];
  derivedFrom: (row: Row) => Row;
  shape: Row;
}

function recordPlan(resource: ResourceDeclaration, portal: DeploymentRole, reader: AppAbility | undefined, names: RowNames): RecordPlan {
  const keyOf = (name: string) => (names === 'columns' ? columnNames.columnOf(name) : name);
  const system = SYSTEM_FIELDS.map((name) => ({ name, key: keyOf(name) }));
  // One shape for every field's entry, so that reading them stays fast whatever the declarations hold.
  const fields = sentFields(resource, portal, reader).map(([name, field]) => ({ name, key: keyOf(name), conversion: conversionOf(field), derived: field.derived }));
  // A derived value is worked out from the row under the code's names.
  const derivedFrom = names === 'columns' && fields.some(({ derived }) => derived) ? withFieldNames : (row: Row) => row;
  // Every record starts with all its keys, in one order: records of one shape, which V8 makes and
  // JSON.stringify reads in a third of the time it took for records grown key by key.
  const shape: Row = Object.fromEntries([...system, ...fields].map(({ name }) => [name, null]));
  return { system, fields, derivedFrom, shape };
}

/** Plans by reader (an ability is kept while its account's facts hold), then declaration, portal and names. */
const plans = new WeakMap<object, Map<string, RecordPlan>>();
const NO_READER = {};

/**
 * `toRecord` for many rows of one reader: which fields the reader may see, under which names the
 * rows hold them and how each is converted, is worked out once, not for every row (a list of 25
 * rides with 40 fields asked the ability a thousand times), and kept for the reader's next rows.
 */
export function recordMaker(resource: ResourceDeclaration, portal: DeploymentRole, reader?: AppAbility, today = new Date().toISOString().slice(0, 10), names: RowNames = 'fields'): (row: Row) => Row {
  const ofReader = ownedBy(plans, reader ?? NO_READER, () => new Map<string, RecordPlan>());
  const key = `${resource.name}\0${portal}\0${names}`;
  const plan = ofReader.get(key) ?? ofReader.set(key, recordPlan(resource, portal, reader, names)).get(key)!;
  const { system, fields, derivedFrom, shape } = plan;
  return (row) => {
    const record: Row = { ...shape };
    for (const { name, key: stored } of system) record[name] = row[stored];
    for (const { name, key: stored, conversion, derived } of fields) {
      const value = row[stored];
      if (conversion === 'as stored') record[name] = value ?? null;
      else if (conversion === 'derived') record[name] = derived!.valueOf(derivedFrom(row), today);
      else if (value === null || value === undefined) record[name] = null;
      else record[name] = conversion === 'boolean' ? Boolean(value) : typeof value === 'string' ? JSON.parse(value) : value;
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
