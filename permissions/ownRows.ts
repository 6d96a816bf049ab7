import type { MongoQuery } from '@casl/ability';
import type { AccountResponse } from './accountContext';
import { isPermissionCode, type PermissionCode } from './catalogue';
import { CODE_RULES } from './codeRules';
import type { Action, Subject } from './subjects';

/**
 * Codes whose rules hold only on the rows the user made: the column naming who made each row. A
 * school user who may see only their own student change requests (spec 6.3's SELF_REQUEST_VIEW).
 */
export const OWN_ROW_CODES: Partial<Record<PermissionCode, string>> = {
  STUDENT_CHANGE_REQUEST_SELF_REQUEST_VIEW: 'requestedByUserId',
};

type OwnRowsContext = Pick<AccountResponse, 'permissions' | 'userId'>;

/** The condition a code adds to its rules: the row's maker is the user (no user, no row). */
export function ownRowCondition(code: PermissionCode, context: OwnRowsContext): MongoQuery | undefined {
  const column = OWN_ROW_CODES[code];
  return column ? { [column]: context.userId ?? -1 } : undefined;
}

/**
 * Whether this user may do `action` on `subject` only on their own rows — every code granting it is
 * an own-rows code — and if so the condition that narrows a query to those rows.
 */
export function ownRowsOnly(context: OwnRowsContext, action: Action, subject: Exclude<Subject, 'all'>): MongoQuery | undefined {
  const granting = context.permissions.filter(isPermissionCode).filter((code) => CODE_RULES[code].some(([a, s]) => a === action && s === subject));
  if (!granting.length || !granting.every((code) => OWN_ROW_CODES[code])) return undefined;
  return ownRowCondition(granting[0], context);
}
