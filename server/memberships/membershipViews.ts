import { sql, type Kysely } from 'kysely';
import type { AccessUser, AccessUserPage, AccessUserQuery, MembershipEditorView, MembershipSummary } from '../../permissions/accessManagement';
import { grantableCodes } from '../../permissions/membershipGrants';
import { templatesFor, type AccountKind, type RoleTemplateName } from '../../permissions/roleTemplates';
import type { Database } from '../db/schema';
import { reachableMembership, reachableMemberships, type MembershipEditor, type StoredMembership } from './membershipReach';

/** Names of the accounts and of their yards and campuses, to show memberships by name rather than id. */
async function accountNames(db: Kysely<Database>) {
  const [operators, vendors, districts, yards, campuses] = await Promise.all([
    db.selectFrom('operatorAccounts').select(['id', 'name']).execute(),
    db.selectFrom('vendors').select(['id', 'name']).execute(),
    db.selectFrom('districts').select(['id', 'name']).execute(),
    db.selectFrom('yards').select(['id', 'name']).execute(),
    db.selectFrom('campuses').select(['id', 'name']).execute(),
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  const accounts: Record<AccountKind, Map<number, string>> = { operator: byId(operators), vendor: byId(vendors), district: byId(districts) };
  const places: Record<AccountKind, Map<number, string>> = { operator: new Map(), vendor: byId(yards), district: byId(campuses) };
  return (membership: StoredMembership): MembershipSummary => ({
    id: membership.id, accountKind: membership.accountKind, accountId: membership.accountId,
    accountName: accounts[membership.accountKind].get(membership.accountId) ?? `#${membership.accountId}`,
    subAccountNames: membership.subAccountIds.map((id) => places[membership.accountKind].get(id) ?? `#${id}`),
    roleTemplate: membership.roleTemplate as RoleTemplateName | null, permissionCount: membership.permissions.length, status: membership.status,
  });
}

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/**
 * One page of the users the editor manages, each with their memberships within reach. The operator's
 * staff see every user, also those without any membership yet; anyone else the members of their account.
 */
export async function accessUserPage(db: Kysely<Database>, editor: MembershipEditor, { q, page = 1, perPage = 25 }: AccessUserQuery): Promise<AccessUserPage> {
  const memberships = await reachableMemberships(db, editor);
  const userIds = [...new Set(memberships.map((m) => m.userId))];
  let users = db.selectFrom('users');
  if (editor.kind !== 'operator') users = users.where('id', 'in', userIds.length ? userIds : [-1]);
  const term = q?.trim().toLowerCase().replace(/[%_\\]/g, '');
  if (term) {
    users = users.where((eb) => eb.or([
      eb(eb.fn('lower', [eb.ref('email')]), 'like', `%${term}%`),
      eb(sql`lower(first_name || ' ' || last_name)`, 'like', `%${term}%`),
    ]));
  }
  const { total } = await users.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await users.select(['id', 'email', 'firstName', 'lastName', 'status'])
    .orderBy('lastName').orderBy('firstName').orderBy('id').offset((page - 1) * perPage).limit(perPage).execute();
  const summarize = await accountNames(db);
  const result: AccessUser[] = rows.map((user) => ({
    id: user.id, name: fullName(user), email: user.email, status: user.status,
    memberships: memberships.filter((m) => m.userId === user.id).map(summarize),
  }));
  return { users: result, total: Number(total) };
}

/** A membership as its editor sees it: its codes, what they may add, the templates of its kind. */
export async function membershipEditorView(db: Kysely<Database>, editor: MembershipEditor, id: number): Promise<MembershipEditorView> {
  const membership = await reachableMembership(db, editor, id);
  const user = await db.selectFrom('users').select(['firstName', 'lastName', 'email']).where('id', '=', membership.userId).executeTakeFirstOrThrow();
  const summary = (await accountNames(db))(membership);
  const readOnlyBecause = editor.impersonatorUserId !== null ? 'impersonating' : membership.userId === editor.userId ? 'own' : null;
  return {
    membership: { ...summary, version: membership.version, userId: membership.userId, userName: fullName(user), userEmail: user.email, permissions: membership.permissions },
    grantable: grantableCodes(editor.codes, membership.accountKind),
    templates: templatesFor(membership.accountKind),
    editable: readOnlyBecause === null,
    readOnlyBecause,
  };
}
