import type { Kysely } from 'kysely';
import { ACCESS_ERRORS, type MembershipStatus, type PermissionChange } from '../../permissions/accessManagement';
import { codeChanges, inCatalogueOrder, isTemplateFor, ungrantableAdditions, unknownCodes } from '../../permissions/membershipGrants';
import { codesOfAccountKind, templatesFor } from '../../permissions/roleTemplates';
import { recordAudit } from '../audit';
import type { Database } from '../db/schema';
import { badRequest, HttpError } from '../errors';
import { reachableMembership, type MembershipEditor, type StoredMembership } from './membershipReach';

/** Where a change came from, for the audit log. */
export interface ChangeOrigin {
  portal: string;
  ip: string;
  /** The screen it was made on: `access`, `vendor-employees` or `school-employees`. */
  via: string;
}

const STALE = new HttpError(409, 'These permissions were changed by someone else. Reload them and try again.', ACCESS_ERRORS.stale);

/**
 * Nobody changes their own access, and support staff acting for a user change nobody's: the codes
 * they would hand out are the user's, not theirs.
 */
function assertMayChange(editor: MembershipEditor, target: StoredMembership): void {
  if (editor.impersonatorUserId !== null) {
    throw new HttpError(403, 'Access cannot be changed while impersonating a user. Sign in as yourself to change it.', ACCESS_ERRORS.impersonation);
  }
  if (target.userId === editor.userId) {
    throw new HttpError(403, 'You cannot change your own access. Ask another administrator to do it.', ACCESS_ERRORS.ownMembership);
  }
}

/** Refuses, and logs, a change that would give codes the editor may not give (SECURITY.md "Authorization"). */
async function assertNoEscalation(db: Kysely<Database>, editor: MembershipEditor, target: StoredMembership, after: readonly string[], origin: ChangeOrigin): Promise<void> {
  const refused = ungrantableAdditions(editor.codes, target.accountKind, target.permissions, after);
  if (!refused.length) return;
  await audit(db, editor, target, 'permissions.change-refused', origin, { refused });
  const ofKind = new Set<string>(codesOfAccountKind(target.accountKind));
  const notHeld = refused.filter((code) => ofKind.has(code));
  const reasons = [
    notHeld.length ? `you can only grant permissions you hold yourself (${notHeld.join(', ')})` : '',
    notHeld.length < refused.length ? `a ${target.accountKind} account cannot hold ${refused.filter((code) => !notHeld.includes(code)).join(', ')}` : '',
  ].filter(Boolean);
  throw new HttpError(403, `This change was refused: ${reasons.join('; and ')}.`, ACCESS_ERRORS.escalation);
}

function audit(db: Kysely<Database>, editor: MembershipEditor, target: StoredMembership, action: string, origin: ChangeOrigin, detail: Record<string, unknown>) {
  return recordAudit(db, {
    action, actorUserId: editor.userId, impersonatorUserId: editor.impersonatorUserId, portal: origin.portal, tenantKind: target.accountKind,
    tenantId: target.accountId, entity: 'memberships', recordId: target.id, ip: origin.ip, detail: { userId: target.userId, via: origin.via, ...detail },
  });
}

/** Saves a membership's row at the version it was read at, with its audit entry, or not at all. */
async function saveVersioned(db: Kysely<Database>, target: StoredMembership, columns: { permissions?: string; roleTemplate?: string | null; status?: MembershipStatus }, record: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('memberships').set({ ...columns, version: target.version + 1, updatedAt: new Date().toISOString() })
      .where('id', '=', target.id).where('version', '=', target.version).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw STALE;
    await record(trx);
  });
}

/**
 * A membership's codes and role template, changed by someone who manages it. The change is seen by
 * the member's very next request: every request reads the membership again (server/access.ts).
 */
export async function changeMembershipCodes(db: Kysely<Database>, editor: MembershipEditor, id: number, change: PermissionChange, origin: ChangeOrigin): Promise<void> {
  const unknown = unknownCodes(change.permissions);
  if (unknown.length) throw badRequest(`Unknown permission code: ${unknown.join(', ')}.`, ACCESS_ERRORS.unknownCode);
  const target = await reachableMembership(db, editor, id);
  if (change.roleTemplate !== null && !isTemplateFor(target.accountKind, change.roleTemplate)) {
    throw badRequest(`"${change.roleTemplate}" is not a role template of a ${target.accountKind} account; choose one of ${templatesFor(target.accountKind).join(', ')}.`, ACCESS_ERRORS.unknownTemplate);
  }
  assertMayChange(editor, target);
  if (change.version !== target.version) throw STALE;
  const permissions = inCatalogueOrder(change.permissions);
  await assertNoEscalation(db, editor, target, permissions, origin);
  const { added, removed } = codeChanges(target.permissions, permissions);
  await saveVersioned(db, target, { permissions: JSON.stringify(permissions), roleTemplate: change.roleTemplate }, (trx) =>
    audit(trx, editor, target, 'permissions.change', origin, { added, removed, roleTemplate: change.roleTemplate }));
}

/**
 * Disables or enables a membership. Disabling ends the member's sessions in that account at once;
 * enabling gives back every code it holds, so it needs the same right as granting them.
 */
export async function changeMembershipStatus(db: Kysely<Database>, editor: MembershipEditor, id: number, version: number, status: MembershipStatus, origin: ChangeOrigin): Promise<void> {
  const target = await reachableMembership(db, editor, id);
  assertMayChange(editor, target);
  if (version !== target.version) throw STALE;
  if (target.status === status) throw new HttpError(409, `This membership is already ${status}.`, 'INVALID_TRANSITION');
  if (status === 'active') await assertNoEscalation(db, editor, { ...target, permissions: [] }, target.permissions, origin);
  await saveVersioned(db, target, { status }, async (trx) => {
    if (status === 'disabled') await trx.deleteFrom('sessions').where('membershipId', '=', target.id).execute();
    await audit(trx, editor, target, status === 'disabled' ? 'membership.disable' : 'membership.enable', origin, {});
  });
}
