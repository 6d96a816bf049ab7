import { createMongoAbility, type ForcedSubject, type MongoAbility, type MongoQuery, type RawRuleOf } from '@casl/ability';
import type { AccountResponse } from './accountContext';
import { isPermissionCode } from './catalogue';
import { CODE_RULES } from './codeRules';
import { ownRowCondition } from './ownRows';
import type { Action, Subject } from './subjects';
import { TENANT_COLUMNS, type TenantColumns } from './tenantScopes';

/** A record checked against the rules, tagged with its subject (CASL's `subject('rides', row)`). */
export type SubjectRecord = ForcedSubject<Exclude<Subject, 'all'>>;

export type AppAbility = MongoAbility<[Action, Subject | SubjectRecord]>;

/** The account facts an ability is built from: its codes and the tenant it works in. */
export type AbilityContext = Pick<AccountResponse, 'permissions' | 'userRole' | 'vendor' | 'district' | 'userId'>;

/**
 * The rows of a subject this account may touch at all: a vendor's own (and chosen yards'), a
 * district's own (and the user's campuses'); operator staff see everything. A subject with no tenant
 * column of the account's kind is shared reference data, or nobody's (false).
 */
export function tenantCondition(context: AbilityContext, columns: TenantColumns | undefined): MongoQuery | boolean {
  if (context.userRole === 'admin') return true;
  if (context.vendor) {
    if (!columns?.vendor) return false;
    const yards = context.vendor.yardIds;
    return columns.yard && yards.length ? { [columns.vendor]: context.vendor.vendorId, [columns.yard]: { $in: [...yards, null] } } : { [columns.vendor]: context.vendor.vendorId };
  }
  if (context.district) {
    if (!columns?.district) return false;
    const campuses = context.district.campusIds;
    return columns.campus && campuses.length ? { [columns.district]: context.district.districtId, [columns.campus]: { $in: [...campuses, null] } } : { [columns.district]: context.district.districtId };
  }
  return false;
}

/**
 * One ability from the account's codes (CODE_RULES) and its tenant (DOMAIN.md), built the same way in
 * the browser (what to show) and on the server (what to allow). Unknown codes grant nothing.
 */
export function defineAbilityFor(context: AbilityContext): AppAbility {
  return createMongoAbility<AppAbility>(rulesFor(context));
}

/** The same rules as plain data, to send or store (CASL's "persisted permissions"). */
export function rulesFor(context: AbilityContext): RawRuleOf<AppAbility>[] {
  const rules: RawRuleOf<AppAbility>[] = [];
  for (const code of context.permissions) {
    if (!isPermissionCode(code)) continue;
    const own = ownRowCondition(code, context);
    for (const [action, subject] of CODE_RULES[code]) {
      const columns = TENANT_COLUMNS[subject];
      const tenant = columns ? tenantCondition(context, columns) : true;
      // A code of one's own rows narrows its rules further, to the rows the user made.
      const condition = own && tenant ? { ...(tenant === true ? {} : tenant), ...own } : tenant;
      if (condition === true) rules.push({ action, subject });
      else if (condition) rules.push({ action, subject, conditions: condition });
    }
  }
  return rules;
}
