import type { FieldDeclaration } from '../../../resources/engine/fields';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { chanceOf } from './keyedRandom';
import type { FieldContext, MadeRecords, MockRow } from './recordTypes';

/** How often an optional reference is left empty (a ride nobody is assigned to yet). */
const OPTIONAL_EMPTY = 0.02;

const referenceFields = (resource: ResourceDeclaration) => Object.entries(resource.fields).filter(([, field]) => field.type === 'reference');

/**
 * The order a record's references are chosen in: first those whose target carries most of the
 * record's other references, so that the rest follow from it (a ride's run gives its district,
 * campus, vendor and yard; an inspection's ride its vehicle and driver).
 */
export function referenceOrder(resource: ResourceDeclaration, declarationOf: (name: string) => ResourceDeclaration | undefined): [string, FieldDeclaration][] {
  const names = new Set(referenceFields(resource).map(([name]) => name));
  const carried = (field: FieldDeclaration) => Object.keys(declarationOf(field.reference!)?.fields ?? {}).filter((name) => names.has(name)).length;
  return referenceFields(resource)
    .map(([name, field], order) => ({ name, field, order, weight: carried(field) }))
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ name, field }) => [name, field]);
}

/**
 * One of the target's records that agrees with the record on every reference both carry (a yard of
 * the record's vendor, a campus of its district), dealt out in turn so that targets share the work.
 */
export function pickReference(context: FieldContext, drawIndex: number, fits: (target: MockRow) => boolean = () => true): number | null {
  const { field, name, row, made, resource } = context;
  if (!field.required && context.random.happens(`${name}.empty`, OPTIONAL_EMPTY)) return null;
  const targets = made.rowsOf(field.reference!);
  const chosen = Object.entries(row).filter(([key, value]) => value != null && resource.fields[key]?.reference);
  const agreeing = targets.filter((target) => chosen.every(([key, value]) => target[key] == null || target[key] === value));
  const fitting = agreeing.filter(fits);
  const pool = fitting.length ? fitting : agreeing.length ? agreeing : targets;
  if (!pool.length) return null;
  const offset = Math.floor(chanceOf(`${resource.name}:${name}`) * pool.length);
  return pool[(drawIndex + offset) % pool.length].id;
}

/** The references the chosen target carries that the record has not chosen yet: a ride takes its run's district. */
export function inheritedReferences(resource: ResourceDeclaration, row: Record<string, unknown>, target: MockRow | undefined): Record<string, unknown> {
  if (!target) return {};
  return Object.fromEntries(referenceFields(resource).filter(([name]) => row[name] === undefined && target[name] !== undefined).map(([name]) => [name, target[name]]));
}

/** The record a reference field of a row points at. */
export const referenced = (made: MadeRecords, resource: ResourceDeclaration, row: Record<string, unknown>, field: string) =>
  resource.fields[field]?.reference ? made.byId(resource.fields[field].reference!, row[field]) : undefined;
