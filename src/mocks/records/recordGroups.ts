import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { DEFAULT_COUNT, RECORD_PLANS, type RecordPlan } from './recordPlans';

/**
 * The records made together: one resource, or the resources that read one table whole (drivers and
 * the standby board), made once with the fields of all of them. Resources that read a part of a
 * table each (the inspections of each kind) make their own records into it.
 */
export interface RecordGroup {
  declaration: ResourceDeclaration;
  plan: RecordPlan & { count: number };
}

export function recordGroups(resources: readonly ResourceDeclaration[]): RecordGroup[] {
  const whole = new Map<string, ResourceDeclaration>();
  const groups: ResourceDeclaration[] = [];
  for (const resource of resources) {
    const owner = whole.get(resource.table);
    if (resource.only) groups.push(resource);
    else if (owner) whole.set(resource.table, { ...owner, fields: { ...resource.fields, ...owner.fields }, statusFlow: owner.statusFlow ?? resource.statusFlow });
    else whole.set(resource.table, resource);
  }
  const merged = [...whole.values(), ...groups].map((declaration) => ({ declaration, plan: { count: DEFAULT_COUNT, ...RECORD_PLANS[declaration.name] } }));
  return inMakingOrder(merged);
}

/** Every group after the groups it points at (and those its plan says it reads). */
function inMakingOrder(groups: RecordGroup[]): RecordGroup[] {
  const tableOf = new Map(groups.map(({ declaration }) => [declaration.name, declaration.table]));
  const needs = (group: RecordGroup) => [
    ...Object.values(group.declaration.fields).flatMap((field) => (field.reference ? [field.reference] : [])),
    ...(group.plan.after ?? []),
  ].map((name) => tableOf.get(name) ?? name).filter((table) => table !== group.declaration.table);
  const ordered: RecordGroup[] = [];
  const placed = new Set<string>();
  let waiting = [...groups];
  while (waiting.length) {
    const ready = waiting.filter((group) => needs(group).every((table) => placed.has(table) || !groups.some(({ declaration }) => declaration.table === table)));
    // A loop of references would leave groups waiting for each other: the first of them goes first.
    const next = ready.length ? ready : [waiting[0]];
    for (const group of next) ordered.push(group);
    waiting = waiting.filter((group) => !next.includes(group));
    for (const group of next) if (!waiting.some(({ declaration }) => declaration.table === group.declaration.table)) placed.add(group.declaration.table);
  }
  return ordered;
}
