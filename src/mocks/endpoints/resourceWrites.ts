import { ValidationError, type ObjectSchema } from 'yup';
import { locationVerifiedAfter, type ResourceDeclaration, type StatusTransition } from '../../../resources/engine/resource';
import { resourceSchema, transitionSchema } from '../../../resources/engine/validation';
import { MOCK_PROFILE } from '../mockSession';
import type { MockStore } from '../records/mockStore';
import { rollUpAccounting } from '../records/operationRollups';
import { RECORD_PLANS } from '../records/recordPlans';
import type { MockRow } from '../records/recordTypes';
import { inheritedReferences } from '../records/referencePicks';
import { initialStatus, stampNameField } from '../records/statusSteps';
import { badRequest, MockRefusal } from './mockReplies';

const SYSTEM_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'];
const MOCK_USER_NAME = `${MOCK_PROFILE.name.first} ${MOCK_PROFILE.name.last}`;

export const stale = () => new MockRefusal(409, 'This record was changed by someone else. Reload it and try again.', 'STALE_VERSION');

async function validated(schema: ObjectSchema<Record<string, unknown>>, body: unknown): Promise<Record<string, unknown>> {
  try {
    return await schema.validate(body, { abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(error.message, 'VALIDATION_FAILED');
    throw error;
  }
}

/** What a body may set, as the server takes it: system and read-only fields dropped, the rest checked by the declaration's rules. */
export async function writableBody(resource: ResourceDeclaration, body: unknown): Promise<Record<string, unknown>> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object.', 'INVALID_BODY');
  const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !SYSTEM_FIELDS.includes(key) && !resource.fields[key]?.readOnly));
  return validated(resourceSchema(resource), fields);
}

/** The read-only references a record takes from those it names (a document's vendor and yard from its driver). */
function withOwnerReferences(store: MockStore, resource: ResourceDeclaration, row: Record<string, unknown>): Record<string, unknown> {
  const readOnly = Object.entries(resource.fields).filter(([, field]) => field.readOnly && field.reference).map(([name]) => name);
  const next: Record<string, unknown> = { ...row, ...Object.fromEntries(readOnly.map((name) => [name, undefined])) };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.reference && !field.readOnly) Object.assign(next, inheritedReferences(resource, next, store.byId(field.reference, next[name])));
  }
  for (const name of readOnly) next[name] ??= row[name] ?? null;
  return next;
}

/**
 * What else changes with a write, as the server's write effects do: the columns kept beside the
 * fields, whether its location is verified, an item's transaction totals.
 */
function settle(store: MockStore, resource: ResourceDeclaration, row: MockRow, before: MockRow | null): MockRow {
  const { location } = resource;
  const located = location ? { [location.verified]: locationVerifiedAfter(location, before, row) } : {};
  const saved = store.save(resource.name, { ...row, ...located, ...RECORD_PLANS[resource.name]?.columns?.(row, store) });
  if (resource.name === 'accounting-transaction-items' || resource.name === 'invoicing') rollUpAccounting(store);
  return saved;
}

export async function createRecord(store: MockStore, resource: ResourceDeclaration, body: unknown): Promise<MockRow> {
  const fields = await writableBody(resource, body);
  const now = new Date().toISOString();
  const flow = resource.statusFlow;
  const status = flow ? { [flow.field]: initialStatus(flow, resource.fields[flow.field]?.choices) } : {};
  return settle(store, resource, store.insert(resource.name, { ...withOwnerReferences(store, resource, { ...fields, ...status }), version: 1, createdAt: now, updatedAt: now }), null);
}

/** As the server: a change is based on the version of the record as it was read, or refused. */
export function checkVersion(row: Pick<MockRow, 'version'>, version: unknown): void {
  if (!Number.isInteger(version)) throw badRequest('version is required: the version of the record the change is based on.', 'VERSION_REQUIRED');
  if (version !== row.version) throw stale();
}

export async function updateRecord(store: MockStore, resource: ResourceDeclaration, row: MockRow, body: unknown): Promise<MockRow> {
  checkVersion(row, (body as { version?: unknown } | null)?.version);
  const fields = await writableBody(resource, body);
  return settle(store, resource, { ...withOwnerReferences(store, resource, { ...row, ...fields }), id: row.id, version: row.version + 1, updatedAt: new Date().toISOString() } as MockRow, row);
}

export function deleteRecord(store: MockStore, resource: ResourceDeclaration, row: MockRow, version: string | null): MockRow {
  checkVersion(row, version === null ? undefined : Number(version));
  store.remove(resource.name, row.id);
  return row;
}

/** A status step: from a status it may leave, at the version shown, with its input, stamped now by the mock user. */
export async function takeStep(store: MockStore, resource: ResourceDeclaration, row: MockRow, name: string, transition: StatusTransition, body: unknown): Promise<MockRow> {
  const { version, ...input } = await validated(transitionSchema(resource, transition), body);
  if (version !== row.version) throw stale();
  const field = resource.statusFlow!.field;
  if (!transition.from.includes(String(row[field]))) {
    throw new MockRefusal(409, `Only a record that is ${transition.from.join(' or ')} can be moved to ${transition.to}; this one is ${String(row[field])}.`, 'INVALID_TRANSITION');
  }
  const now = new Date().toISOString();
  const stamp = transition.stamp ? { [transition.stamp.at]: now, [stampNameField(transition.stamp.by)]: MOCK_USER_NAME } : {};
  return store.save(resource.name, { ...row, ...input, ...stamp, [field]: transition.to, version: row.version + 1, updatedAt: now, lastStep: name });
}
