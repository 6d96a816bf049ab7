import { subject as tagged } from '@casl/ability';
import type { AppAbility } from '../../../permissions/defineAbility';
import { ACTIONS, SUBJECTS, type Action } from '../../../permissions/subjects';
import { RESOURCES } from '../../../resources';

/** react-admin names the reading actions after its views; the ability calls both "view". */
const READ_ACTIONS = new Set(['list', 'show']);

type Subject = (typeof SUBJECTS)[number];

const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);
const isSubject = (value: string): value is Subject => (SUBJECTS as readonly string[]).includes(value);

/**
 * react-admin's `canAccess` answered by the CASL ability: a resource is named as its subject
 * (CONTRIBUTING.md, "Conventions") unless its declaration says otherwise, a record is checked against the tenant conditions.
 */
export function canAccessWith(ability: AppAbility, { action, resource, record }: { action: string; resource: string; record?: object }): boolean {
  const caslAction = READ_ACTIONS.has(action) ? 'view' : action;
  const subject = SUBJECT_OF_RESOURCE.get(resource) ?? resource;
  if (!isAction(caslAction) || !isSubject(subject)) return false;
  return record ? ability.can(caslAction, tagged(subject, { ...record })) : ability.can(caslAction, subject);
}

/** Declared entities whose name is not their subject (the DBR section's `dbr` is `driver-bus-reports`). */
const SUBJECT_OF_RESOURCE = new Map<string, string>(RESOURCES.filter((r) => r.name !== r.subject).map((r) => [r.name, r.subject]));
