import type { UserRole } from '../../../permissions/accountContext';
import type { AppAbility } from '../../../permissions/defineAbility';
import { passes, type Gate } from '../../../permissions/menu';

/** What a route's rule looks at: the account's ability and the kind of user. */
export interface ConsoleAccess {
  ability: AppAbility;
  userRole: UserRole;
}

export type AccessRule = (access: ConsoleAccess) => boolean;

export const openToAll: AccessRule = () => true;

export const gateRule =
  (gate: Gate): AccessRule =>
  ({ ability }) =>
    passes(ability, gate);

/**
 * The polyline viewer is for the operator's own staff (spec 2.9). No permission code names them, and
 * `manage all` is never granted, so the user role decides.
 */
export const operatorStaffOnly: AccessRule = ({ userRole }) => userRole === 'admin';
