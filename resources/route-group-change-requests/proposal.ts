import { fieldSchema } from '../engine/validation';
import { routeGroups } from '../route-group';
import { PROPOSABLE_ROUTE_GROUP_FIELDS } from './index';

type Proposal = Partial<Record<(typeof PROPOSABLE_ROUTE_GROUP_FIELDS)[number], unknown>>;

/**
 * What is wrong with a request's proposed changes, or undefined: an object of route-group fields,
 * each valid by the route group's own rule (days as a list of MO…SU).
 */
export function proposalProblem(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return 'proposedChanges must be an object of route group fields.';
  for (const [name, proposed] of Object.entries(value as Proposal)) {
    if (!(PROPOSABLE_ROUTE_GROUP_FIELDS as readonly string[]).includes(name)) {
      return `proposedChanges may change ${PROPOSABLE_ROUTE_GROUP_FIELDS.join(', ')}; not ${name}.`;
    }
    try {
      fieldSchema(`proposedChanges.${name}`, { ...routeGroups.fields[name as keyof typeof routeGroups.fields], required: true }).validateSync(proposed);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}
