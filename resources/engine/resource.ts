import type { CodeRule } from '../../permissions/codeRules';
import type { Subject } from '../../permissions/subjects';
import type { StoredCondition } from './derived';
import type { FieldDeclaration } from './fields';

/**
 * One entity, declared once: the REST path, table, i18n key and CASL subject are all `name`
 * (CONTRIBUTING.md, "Conventions"), the fields drive validation, queries and screens.
 */
export interface ResourceDeclaration {
  name: string;
  /** The database table, when its spelling differs (snake_case of `name` otherwise). */
  table: string;
  subject: Exclude<Subject, 'all'>;
  /** The tenant columns are the subject's, in permissions/tenantScopes.ts. */
  fields: Record<string, FieldDeclaration>;
  /**
   * Only the rows of the table whose columns hold one of these values: one table, several sections
   * (the inspections of each kind, each behind its own view code). Rows outside answer 404.
   */
  only?: Readonly<Record<string, readonly string[]>>;
  /** What each action needs; absent = not offered. */
  permissions: {
    view: CodeRule;
    create?: CodeRule;
    edit?: CodeRule;
    delete?: CodeRule;
    /** Who may download the filtered list as CSV (`/api/<name>/export`); the view rule when absent. */
    export?: CodeRule;
  };
  /** Status changes that are actions of their own, each with its rule: `POST /api/<name>/:id/<transition>`. */
  statusFlow?: StatusFlow;
  /** How a record is named in references and titles: a field, or a template of fields. */
  recordRepresentation: string;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** The date field a list opens filtered on: today in the account's timezone (today's work). */
  opensOnToday?: string;
  /**
   * One-tap filters of the list, by name (never a field's): the rows a dispatcher looks for, sent
   * as `filter={"<name>":true}` and written as conditions on the rows' columns.
   */
  quickFilters?: Readonly<Record<string, StoredCondition>>;
  /** A choice field the list sets on the records ticked at once ("Set status"), each saved as an edit of its own. */
  bulkStatus?: string;
  /** The records that belong to one of these, each kind a short list on its page (a student's requests, a run's rides). */
  related?: readonly RelatedList[];
  /**
   * Where the record is: its address, the point it stands for, and whether a person placed that
   * point for this address. The form finds the address on a map (through the configured geocoder) or
   * takes a pin; a save that changes the address without a new point marks the location not verified.
   */
  location?: LocationFields;
}

/** The location most records hold: `address`, `lat`, `lng` and `locationVerified` (the `verifiedLocation` field). */
export const ADDRESS_LOCATION: LocationFields = { address: 'address', lat: 'lat', lng: 'lng', verified: 'locationVerified' };

/** The fields of a record's location, by name. */
export interface LocationFields {
  address: string;
  lat: string;
  lng: string;
  /** Read-only: set by the server on every save (see `locationVerifiedAfter`). */
  verified: string;
}

/**
 * Whether a record's location is verified after a write: a point given (a new one, or a first one)
 * was placed by a person, so it is; an address changed without a new point leaves a point that may
 * be stale, so it is not; anything else keeps what it was.
 */
export function locationVerifiedAfter(location: LocationFields, before: Record<string, unknown> | null, next: Record<string, unknown>): boolean {
  const placed = next[location.lat] != null && next[location.lng] != null;
  const moved = before === null || next[location.lat] !== before[location.lat] || next[location.lng] !== before[location.lng];
  if (moved) return placed;
  const readdressed = next[location.address] !== before[location.address];
  return readdressed ? false : Boolean(before[location.verified]);
}

/** Rows a related list shows on a record's page; "See all" opens the whole of them in their section. */
export const RELATED_ROWS_SHOWN = 5;

/**
 * A list of another entity's records on a record's page: those whose `target` reference names the
 * record, read through that entity's own list (its tenant scope, its readable fields).
 */
export interface RelatedList {
  resource: string;
  /** The related entity's reference field that names this record. */
  target: string;
  /** Only the records of today, or of today and the days after, by this date field (in the account's timezone). */
  dated?: { field: string; span: 'today' | 'fromToday' };
  /** The related entity's default order when absent. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface StatusTransition {
  /** The statuses it may leave from. */
  from: readonly string[];
  to: string;
  rule: CodeRule;
  /** Columns stamped with who made the change and when. */
  stamp?: { by: string; at: string };
  /**
   * Fields sent with the step and written with it (the mechanic assigned, an assessment's notes),
   * checked by their declaration; read-only to edits, so that only the step sets them.
   */
  input?: Readonly<Record<string, 'required' | 'optional'>>;
}

/** The status field (read-only to edits) and the transitions that alone change it. */
export interface StatusFlow {
  field: string;
  transitions: Record<string, StatusTransition>;
}

/** Who may send a PUT: the edit rule, or a rule of a field it may change alone. */
export function editGate(resource: ResourceDeclaration): CodeRule[] {
  const fieldRules = Object.values(resource.fields).flatMap((field) => (field.editRule ? [field.editRule] : []));
  return resource.permissions.edit ? [resource.permissions.edit, ...fieldRules] : [];
}

/** The fields withheld from a reader whose codes do not grant their view rule (see `viewRule`). */
export function unreadableFields(resource: ResourceDeclaration, can: (rule: CodeRule) => boolean): Set<string> {
  return new Set(Object.entries(resource.fields).filter(([, field]) => field.viewRule && !can(field.viewRule)).map(([name]) => name));
}

/** Types a declaration, checking that its default sort names one of its own fields. */
export function defineResource<F extends Record<string, FieldDeclaration>>(
  declaration: ResourceDeclaration & { fields: F; defaultSort: { field: keyof F & string }; opensOnToday?: keyof F & string; bulkStatus?: keyof F & string },
): ResourceDeclaration & { fields: F } {
  return declaration;
}

export function filterableFields(resource: ResourceDeclaration): string[] {
  return Object.entries(resource.fields).filter(([, f]) => f.filter || f.type === 'reference').map(([name]) => name);
}

/**
 * The words of a search, each to be found in one of the searchable fields, in any order: "Esperanza
 * Adams" finds the student whose first name is Esperanza and last name Adams, as "Adams Esperanza"
 * does. Lower-cased, without the characters a LIKE pattern reads (`%`, `_`, `\`).
 */
export function searchTerms(search: string): string[] {
  return search.toLowerCase().replace(/[%_\\]/g, '').split(/\s+/).filter(Boolean);
}

/** The whole number a word of a search names, if it names one ("100231", "#100231"): a ride by its number. */
export function searchedNumber(term: string): number | undefined {
  const digits = /^#?(\d{1,15})$/.exec(term)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

export function searchableFields(resource: ResourceDeclaration): string[] {
  return Object.entries(resource.fields).filter(([, f]) => f.search).map(([name]) => name);
}

/** Fields a request body may set: not read-only, not a tenant column the session decides. */
export function writableFields(resource: ResourceDeclaration): string[] {
  return Object.entries(resource.fields).filter(([, f]) => !f.readOnly).map(([name]) => name);
}
