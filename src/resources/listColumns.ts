import type { GetListParams } from 'react-admin';
import type { AppAbility } from '../../permissions/defineAbility';
import { declarationOf } from '../../resources';
import { todayIn } from '../../resources/engine/calendarDay';
import type { FieldDeclaration } from '../../resources/engine/fields';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { sortableFieldsFor } from '../../resources/engine/sorting';
import { appConfig } from '../appConfig';
import type { ListReference } from '../providers/listPage';

/** Rows on a page of a generated list. */
export const LIST_PAGE_SIZE = 25;

/**
 * The fields this user can read: a reference to an entity they may not view (a vendor's own record,
 * for a yard user) is left out rather than shown as an error, and so is a field whose view rule
 * their codes do not grant, or one hidden from this portal (the server sends neither).
 */
export function readableFields(resource: ResourceDeclaration, ability: AppAbility, only?: (field: FieldDeclaration) => boolean): [string, FieldDeclaration][] {
  return Object.entries(resource.fields).filter(([, field]) => {
    if (field.hidden || (only && !only(field))) return false;
    // Never sent to this portal (a run's stops to a vendor): no label over an empty value.
    if (field.hiddenFrom?.includes(appConfig().userRole as 'vendor' | 'enterprise')) return false;
    if (field.viewRule && !ability.can(...field.viewRule)) return false;
    if (field.type !== 'reference') return true;
    const target = declarationOf(field.reference!);
    return !target || ability.can(...target.permissions.view);
  });
}

/**
 * The columns that offer a sort to this user: exactly those the server sorts by for them, by the
 * same rule (resources/engine/sorting.ts), so that no arrow asks for an order the API refuses.
 */
export function sortableColumns(resource: ResourceDeclaration, ability: AppAbility): ReadonlySet<string> {
  return new Set(sortableFieldsFor(resource, { can: (rule) => ability.can(...rule), portal: appConfig().userRole }, declarationOf));
}

/** Whether a field is one of its list's columns. */
export const isListed = (field: FieldDeclaration) => Boolean(field.list);

/** The reference columns among them: the records they point to come with the page (`meta.prefetch`). */
export const referenceColumns = (columns: [string, FieldDeclaration][]): ListReference[] =>
  columns.flatMap(([source, field]) => (field.type === 'reference' ? [{ source, reference: field.reference! }] : []));

/** What a list is filtered on when it opens: today, in the account's timezone, where it opens on today's work. */
export function openingFilter(resource: ResourceDeclaration, timezone: string): Record<string, string> {
  return resource.opensOnToday ? { [resource.opensOnToday]: todayIn(timezone) } : {};
}

/**
 * The page a declared entity's list asks for first when neither the address nor the list's stored
 * settings say otherwise: its default order, the first page, its opening filter.
 */
export function firstPageParams(resource: ResourceDeclaration, ability: AppAbility, timezone: string): GetListParams {
  return {
    pagination: { page: 1, perPage: LIST_PAGE_SIZE },
    sort: resource.defaultSort,
    filter: openingFilter(resource, timezone),
    meta: { prefetch: referenceColumns(readableFields(resource, ability, isListed)) },
  };
}
