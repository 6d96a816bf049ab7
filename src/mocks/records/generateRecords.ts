import type { FieldDeclaration } from '../../../resources/engine/fields';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { keyedRandom } from './keyedRandom';
import { makerFor, spreadChoice, valueByType } from './makers';
import { personName } from './makers/makerKit';
import { recentInstant } from './makers/calendar';
import type { MockClock } from './mockClock';
import type { RecordGroup } from './recordGroups';
import type { FieldContext, MadeRecords, MockRow } from './recordTypes';
import { inheritedReferences, pickReference, referenceOrder } from './referencePicks';
import { stampNameField, stepFields, stepsTo } from './statusSteps';

interface RecordDraft {
  group: RecordGroup;
  index: number;
  seed: Record<string, unknown>;
  clock: MockClock;
  made: MadeRecords;
  declarationOf: (name: string) => ResourceDeclaration | undefined;
  /** References already drawn, by draw: the rides of one run draw their crew once. */
  drawn: Map<string, Record<string, unknown>>;
}

/**
 * One record of a group, made from its resource's declaration alone: its references first (each
 * agreeing with those already chosen), then its status, its other choices, and every other field
 * by the maker its name has or by its type; last, what the steps of its status flow stamp.
 */
export function makeRecord({ group, index, seed, clock, made, declarationOf, drawn }: RecordDraft): Omit<MockRow, 'id'> {
  const { declaration: resource, plan } = group;
  const twins = plan.twins ?? 1;
  const random = keyedRandom(`${resource.name}:${Math.floor(index / twins)}`);
  const drawnPer = plan.referencesDrawnPer && seed[plan.referencesDrawnPer] !== undefined ? seed[plan.referencesDrawnPer] : undefined;
  const referenceDraws = drawnPer === undefined ? random : keyedRandom(`${resource.name}:${plan.referencesDrawnPer}=${String(drawnPer)}`);
  const drawIndex = drawnPer === undefined ? Math.floor(index / twins) : Number(drawnPer);
  const row: Record<string, unknown> = { ...seed };
  // A record given its references (a ride its run) takes what they carry, as a chosen one does.
  for (const [name, field] of Object.entries(resource.fields)) if (field.reference && seed[name] != null) Object.assign(row, inheritedReferences(resource, row, made.byId(field.reference, seed[name])));
  const memo = new Map<string, unknown>();
  const contextFor = (name: string, field: FieldDeclaration, draws = random): FieldContext => ({
    resource, name, field, row, index, twin: index % twins, random: draws, clock, made,
    once: <T,>(key: string, make: () => T) => (memo.has(key) ? memo.get(key) : memo.set(key, make()).get(key)) as T,
  });
  const fill = (name: string, field: FieldDeclaration, fallback: (context: FieldContext) => unknown) => {
    if (row[name] !== undefined || field.derived) return;
    const context = contextFor(name, field);
    row[name] = (makerFor(resource, name) ?? fallback)(context) ?? null;
  };

  const drawKey = drawnPer === undefined ? undefined : `${resource.name}:${String(drawnPer)}`;
  const references = drawKey && drawn.get(drawKey);
  if (references) Object.assign(row, references);
  for (const [name, field] of references ? [] : referenceOrder(resource, declarationOf)) {
    if (row[name] !== undefined) continue;
    const maker = makerFor(resource, name);
    const context = contextFor(name, field, referenceDraws);
    row[name] = maker ? maker(context) : pickReference(context, drawIndex);
    Object.assign(row, inheritedReferences(resource, row, made.byId(field.reference!, row[name])));
  }
  if (drawKey && !references) drawn.set(drawKey, Object.fromEntries(Object.entries(row).filter(([name]) => resource.fields[name]?.reference)));
  const fields = Object.entries(resource.fields);
  const flow = resource.statusFlow;
  if (flow) fill(flow.field, resource.fields[flow.field], spreadChoice);
  for (const [name, field] of fields) if (field.type === 'enum' || field.type === 'boolean') fill(name, field, valueByType);
  for (const [name, field] of fields) fill(name, field, valueByType);

  const creation = contextFor('createdAt', { type: 'datetime' });
  const createdAt = String((makerFor(resource, 'createdAt') ?? ((context: FieldContext) => recentInstant(context, 'createdAt', 20)))(creation));
  let updatedAt = createdAt;
  if (flow) {
    const steps = stepsTo(flow, String(row[flow.field]));
    const taken = stepFields(flow, steps);
    for (const name of stepFields(flow)) if (name in resource.fields && !taken.has(name)) row[name] = null;
    for (const [order, step] of steps.entries()) {
      if (!step.stamp) continue;
      updatedAt = new Date(Math.min(clock.now - 60_000, Date.parse(updatedAt) + random.int(`step.${order}`, 2, 30) * 3_600_000)).toISOString();
      row[step.stamp.at] = updatedAt;
      const byName = stampNameField(step.stamp.by);
      if (byName in resource.fields) row[byName] = personName(contextFor(byName, resource.fields[byName]));
    }
  }
  return { ...row, ...plan.columns?.(row, made), version: 1, createdAt, updatedAt };
}
