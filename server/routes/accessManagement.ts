import type { FastifyInstance } from 'fastify';
import { ACCESS_MAX_PER_PAGE, type MembershipEditorView, type PermissionChange, type VersionOnly } from '../../permissions/accessManagement';
import type { Gate } from '../../permissions/menu';
import { objectSchema } from '../auth/schemas';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { idParams, originOf, permissionChangeBody, versionBody } from '../memberships/changeSchemas';
import { changeMembershipCodes, changeMembershipStatus } from '../memberships/membershipChanges';
import { membershipEditorOf } from '../memberships/membershipReach';
import { accessUserPage, membershipEditorView } from '../memberships/membershipViews';

const MANAGE_USERS: Gate = [['edit', 'user-permissions']];
type ById = { Params: { id: string } };

const userQuery = objectSchema({
  q: { type: 'string', maxLength: 100 },
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  perPage: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
}, []);

/**
 * Access (menu "Access", USER_PERMISSION_EDIT): users and their memberships, each membership's codes
 * changed from a role template and by group of the catalogue, disabled or enabled — within the
 * editor's reach (server/memberships/membershipReach.ts) and never beyond the codes they hold.
 */
export async function accessManagementRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  const config = { access: { gate: MANAGE_USERS } };

  app.get<{ Querystring: { q?: string; page?: string; perPage?: string } }>('/api/access/users', { config, schema: { querystring: userQuery } }, async (request) => {
    const perPage = Number(request.query.perPage ?? 25);
    if (perPage > ACCESS_MAX_PER_PAGE) throw badRequest(`perPage: at most ${ACCESS_MAX_PER_PAGE} users per page.`, 'RANGE_TOO_LARGE');
    const editor = await membershipEditorOf(request, context);
    return accessUserPage(db, editor, { q: request.query.q, page: Number(request.query.page ?? 1), perPage });
  });

  app.get<ById>('/api/access/memberships/:id', { config, schema: { params: idParams } }, async (request): Promise<MembershipEditorView> =>
    membershipEditorView(db, await membershipEditorOf(request, context), Number(request.params.id)));

  app.put<ById & { Body: PermissionChange }>('/api/access/memberships/:id', { config, schema: { params: idParams, body: permissionChangeBody } }, async (request) => {
    const editor = await membershipEditorOf(request, context);
    const id = Number(request.params.id);
    await changeMembershipCodes(db, editor, id, request.body, originOf(request, context.role, 'access'));
    return membershipEditorView(db, editor, id);
  });

  for (const [step, status] of [['disable', 'disabled'], ['enable', 'active']] as const) {
    app.post<ById & { Body: VersionOnly }>(`/api/access/memberships/:id/${step}`, { config, schema: { params: idParams, body: versionBody } }, async (request) => {
      const editor = await membershipEditorOf(request, context);
      const id = Number(request.params.id);
      await changeMembershipStatus(db, editor, id, request.body.version, status, originOf(request, context.role, 'access'));
      return membershipEditorView(db, editor, id);
    });
  }
}
