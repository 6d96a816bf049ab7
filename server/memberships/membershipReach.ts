import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AccountKind } from '../../permissions/roleTemplates';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import type { Database, MembershipsTable } from '../db/schema';
import { notFound } from '../errors';

/** Whoever changes memberships: their own membership's account, its limits and the codes they hold. */
export interface MembershipEditor {
  userId: number;
  impersonatorUserId: number | null;
  kind: AccountKind;
  accountId: number;
  /** The yards or campuses the editor's own membership is limited to; empty means all. */
  subAccountIds: number[];
  codes: string[];
}

export interface StoredMembership {
  id: number;
  version: number;
  userId: number;
  accountKind: AccountKind;
  accountId: number;
  subAccountIds: number[];
  permissions: string[];
  roleTemplate: string | null;
  employeeId: number | null;
  status: 'active' | 'disabled';
}

export function parseMembership(row: Selectable<MembershipsTable>): StoredMembership {
  return {
    id: row.id, version: row.version, userId: row.userId, accountKind: row.accountKind, accountId: row.accountId,
    subAccountIds: JSON.parse(row.subAccountIds) as number[], permissions: JSON.parse(row.permissions) as string[],
    roleTemplate: row.roleTemplate, employeeId: row.employeeId, status: row.status,
  };
}

/** The editor behind a request: its session's membership, read again (limits are the membership's, not the session's yard choice). */
export async function membershipEditorOf(request: FastifyRequest, context: AppContext): Promise<MembershipEditor> {
  const { session, account } = await accountAccessOf(request, context);
  const own = await context.database.db.selectFrom('memberships').select(['accountKind', 'accountId', 'subAccountIds'])
    .where('id', '=', session.membershipId).executeTakeFirstOrThrow();
  return {
    userId: session.userId, impersonatorUserId: session.impersonatorUserId, kind: own.accountKind, accountId: own.accountId,
    subAccountIds: JSON.parse(own.subAccountIds) as number[], codes: account.permissions,
  };
}

/**
 * Whose memberships an editor manages: the operator's staff everyone's; anyone else only those of
 * their own account, and an editor limited to some yards or campuses only members limited to those.
 */
export function withinReach(editor: MembershipEditor, target: Pick<StoredMembership, 'accountKind' | 'accountId' | 'subAccountIds'>): boolean {
  if (editor.kind === 'operator') return true;
  if (target.accountKind !== editor.kind || target.accountId !== editor.accountId) return false;
  if (editor.subAccountIds.length === 0) return true;
  return target.subAccountIds.length > 0 && target.subAccountIds.every((id) => editor.subAccountIds.includes(id));
}

/** Every membership within the editor's reach. */
export async function reachableMemberships(db: Kysely<Database>, editor: MembershipEditor): Promise<StoredMembership[]> {
  let query = db.selectFrom('memberships').selectAll();
  if (editor.kind !== 'operator') query = query.where('accountKind', '=', editor.kind).where('accountId', '=', editor.accountId);
  return (await query.orderBy('id').execute()).map(parseMembership).filter((membership) => withinReach(editor, membership));
}

/** One membership within reach; any other answers as one that does not exist. */
export async function reachableMembership(db: Kysely<Database>, editor: MembershipEditor, id: number): Promise<StoredMembership> {
  const row = await db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirst();
  const membership = row && parseMembership(row);
  if (!membership || !withinReach(editor, membership)) throw notFound('No such membership.', 'MEMBERSHIP_NOT_FOUND');
  return membership;
}
