import type { ResourceDeclaration } from '../../../../resources/engine/resource';
import type { FieldContext, FieldMaker } from '../recordTypes';
import { CALENDAR_MAKERS, dateAround, recentInstant, timeOfDay } from './calendar';
import { FLEET_MAKERS } from './fleet';
import { ORGANISATION_MAKERS } from './organisation';
import { PAPERWORK_MAKERS } from './paperwork';
import { PEOPLE_MAKERS } from './people';
import { RIDE_MAKERS } from './rides';

/** Makers by field name, or by `<resource>.<field>` (or `<table>.<field>`) where a resource means its own. */
const MAKERS: Record<string, FieldMaker> = { ...ORGANISATION_MAKERS, ...PEOPLE_MAKERS, ...FLEET_MAKERS, ...RIDE_MAKERS, ...CALENDAR_MAKERS, ...PAPERWORK_MAKERS };

export function makerFor(resource: ResourceDeclaration, name: string): FieldMaker | undefined {
  return MAKERS[`${resource.name}.${name}`] ?? MAKERS[`${resource.table}.${name}`] ?? MAKERS[name];
}

const humanized = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/** The usual choice (the first: active, bus, route service) for nine records in ten; the others share the rest. */
function usualChoice({ random, field, name }: FieldContext): string {
  const choices = field.choices ?? [];
  return random.happens(`${name}.usual`, 0.9) || choices.length < 2 ? choices[0] : random.pick(`${name}.other`, choices.slice(1));
}

/** A status of a flow, dealt out in turn, so that every step has records waiting for it. */
export const spreadChoice = ({ field, index }: FieldContext) => (field.choices ?? [])[index % (field.choices?.length ?? 1)];

/** A value for a field no maker names, from its type and bounds. */
export function valueByType(context: FieldContext): unknown {
  const { field, random, name, index } = context;
  switch (field.type) {
    case 'text': return `${humanized(name)} ${index + 1}`;
    case 'integer': return random.int(name, field.min ?? 0, Math.min(field.max ?? 100, (field.min ?? 0) + 100));
    case 'number': return Math.round(random.float(name, field.min ?? 0, Math.min(field.max ?? 100, (field.min ?? 0) + 100)) * 100) / 100;
    case 'boolean': return random.happens(name, 0.15);
    case 'date': return dateAround(context);
    case 'datetime': return recentInstant(context);
    case 'time': return timeOfDay(context);
    case 'enum': return usualChoice(context);
    case 'email': return `${name.toLowerCase()}@example.org`;
    case 'json': return field.required ? [] : null;
    default: return null;
  }
}
