import type { CodeRule } from '../../permissions/codeRules';
import type { FieldDeclaration, FieldType } from './fields';
import type { ResourceDeclaration } from './resource';

/**
 * Which columns a list is sorted by, and by what: the one rule the server's list queries, the mock
 * API and the screens' sort arrows all read, so that a column offers a sort exactly when the server
 * sorts by it, in the order of the text it shows.
 */

/** Who reads a list, as far as its order goes: what their codes grant, and the portal they read in. */
export interface ListReader {
  can(rule: CodeRule): boolean;
  portal: string;
}

/** The declared entities by name (resources/index.ts), where a reference's record is looked up. */
export type DeclarationOf = (name: string) => ResourceDeclaration | undefined;

/**
 * How values compare: `stored` in their stored order (numbers; dates and times, stored as ISO text);
 * `text` in the reader's language; `choice` by the choice's label in the reader's language.
 */
export type SortKind = 'stored' | 'text' | 'choice';

/** A part of a record's name: one of its fields, or the text written between them. */
export type NamePart = { field: string } | { text: string };

/**
 * What a list is put in order by for one field: a column of its own rows, or for a reference the
 * name of the record it points to, as the screens write it (the referenced entity's
 * `recordRepresentation`). A name of one field is ordered as that field ("Ride #%{displayId}" by the
 * number); a name of several text fields as the text they make ("%{firstName} %{lastName}").
 */
export type SortKey = { kind: SortKind; choices?: readonly string[] } & (
  | { field: string }
  | { reference: ResourceDeclaration; name: readonly NamePart[] }
);

/** Kinds of field whose values have no order a person would sort by: tick boxes, lists, encoded paths. */
const UNORDERED: ReadonlySet<FieldType> = new Set(['boolean', 'json', 'polyline']);

const STORED_ORDER: ReadonlySet<FieldType> = new Set(['integer', 'number', 'date', 'datetime', 'time']);

/** How the values of a field compare. */
const kindOf = (field: FieldDeclaration): Pick<SortKey, 'kind' | 'choices'> =>
  field.type === 'enum' ? { kind: 'choice', choices: field.choices ?? [] } : { kind: STORED_ORDER.has(field.type) ? 'stored' : 'text' };

/** Whether a referenced entity's name sorts: one field that does, or several that read as text. */
function nameSorts(reference: ResourceDeclaration | undefined): boolean {
  if (!reference) return false;
  const fields = nameParts(reference.recordRepresentation).flatMap((part) => ('field' in part ? [reference.fields[part.field]] : []));
  if (fields.some((field) => !field)) return false;
  return fields.length === 1 ? !UNORDERED.has(fields[0].type) : fields.every((field) => kindOf(field).kind === 'text');
}

/** A record's name template ("name", "Ride #%{displayId}", "%{firstName} %{lastName}") as its parts. */
export function nameParts(representation: string): NamePart[] {
  if (!representation.includes('%{')) return [{ field: representation }];
  return representation.split(/(%\{\w+\})/).filter(Boolean).map((part) => {
    const field = /^%\{(\w+)\}$/.exec(part)?.[1];
    return field ? { field } : { text: part };
  });
}

/** The name of a record whose fields are all empty (" " for "%{firstName} %{lastName}"): no name, and sorted as none. */
export const blankName = (parts: readonly NamePart[]): string => parts.map((part) => ('text' in part ? part.text : '')).join('');

/**
 * Whether a list may be sorted by a field at all: a listed column of a kind that has an order, or
 * one declared `sort: true` (ordered by, though not shown); never one declared `sort: false`, and
 * never a derived value, which has no column to order by.
 */
export function isSortable(field: FieldDeclaration): boolean {
  if (field.sort === false || field.derived || field.hidden || UNORDERED.has(field.type)) return false;
  return Boolean(field.list || field.sort);
}

const sortableByDeclarations = new WeakMap<DeclarationOf, WeakMap<ResourceDeclaration, readonly string[]>>();

/**
 * The fields a list may be sorted by, `id` first, before asking who reads it: no reference whose
 * name has no order (one of several fields that do not all read as text — a day and a route,
 * written out for the reader).
 */
export function sortableFields(resource: ResourceDeclaration, declarationOf: DeclarationOf): readonly string[] {
  // Worked out once per declaration: every list request asks (its sort is checked against it).
  const known = sortableByDeclarations.get(declarationOf) ?? new WeakMap<ResourceDeclaration, readonly string[]>();
  sortableByDeclarations.set(declarationOf, known);
  let fields = known.get(resource);
  if (!fields) {
    const sortable = ([, field]: [string, FieldDeclaration]) => isSortable(field) && (field.type !== 'reference' || nameSorts(declarationOf(field.reference!)));
    fields = Object.freeze(['id', ...Object.entries(resource.fields).filter(sortable).map(([name]) => name)]);
    known.set(resource, fields);
  }
  return fields;
}

/**
 * The fields this reader may sort a list by: none they may not read — a field withheld from their
 * portal or behind a view rule their codes do not grant (nobody learns a price by sorting on it), or
 * a reference to an entity they may not view.
 */
export function sortableFieldsFor(resource: ResourceDeclaration, reader: ListReader, declarationOf: DeclarationOf): string[] {
  return sortableFields(resource, declarationOf).filter((name) => {
    const field = resource.fields[name];
    if (!field) return true;
    if (field.hiddenFrom?.includes(reader.portal as 'vendor' | 'enterprise')) return false;
    if (field.viewRule && !reader.can(field.viewRule)) return false;
    if (field.type !== 'reference') return true;
    return reader.can(declarationOf(field.reference!)!.permissions.view);
  });
}

/** How one of the fields `sortableFieldsFor` names is ordered (see SortKey). */
export function sortKeyOf(resource: ResourceDeclaration, name: string, declarationOf: DeclarationOf): SortKey {
  const field = resource.fields[name];
  if (!field) return { kind: 'stored', field: name };
  if (field.type !== 'reference') return { ...kindOf(field), field: name };
  const reference = declarationOf(field.reference!)!;
  const parts = nameParts(reference.recordRepresentation);
  const fields = parts.flatMap((part) => ('field' in part ? [part] : []));
  if (fields.length !== 1) return { kind: 'text', reference, name: parts };
  // The text around a single field ("Ride #") orders nothing.
  return { ...kindOf(reference.fields[fields[0].field]), reference, name: fields };
}
