import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCESS_ERRORS, type EmployeeSignIn, type PermissionChange } from '../../permissions/accessManagement';
import { tenantCondition } from '../../permissions/defineAbility';
import type { AccountKind } from '../../permissions/roleTemplates';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { schoolEmployees } from '../../resources/school-employees';
import { vendorEmployees } from '../../resources/vendor-employees';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../errors';
import { idParams, originOf, permissionChangeBody } from '../memberships/changeSchemas';
import { changeMembershipCodes } from '../memberships/membershipChanges';
import { membershipEditorOf, parseMembership, withinReach, type MembershipEditor } from '../memberships/membershipReach';
import { membershipEditorView } from '../memberships/membershipViews';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';

type ById = { Params: { id: string } };

/** Each staff directory, the kind of account its people sign in to, and the column naming that account. */
const DIRECTORIES: { resource: ResourceDeclaration; kind: Exclude<AccountKind, 'operator'>; accountColumn: string }[] = [
  { resource: vendorEmployees, kind: 'vendor', accountColumn: 'vendorId' },
  { resource: schoolEmployees, kind: 'district', accountColumn: 'districtId' },
];

/**
 * An employee's sign-in and its codes in the employee's own account, on the employee's page
 * (VENDOR_EMPLOYEE_PERMISSION_EDIT, SCHOOL_EMPLOYEE_PERMISSION_EDIT): the same rules as Access, the
 * employee found within the editor's tenant first.
 */
export async function employeePermissionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  const loose = db as unknown as Kysely<Record<string, Row>>;

  for (const { resource, kind, accountColumn } of DIRECTORIES) {
    const path = `/api/${resource.name}/:id/permissions`;
    const config = { access: { gate: [['edit-permissions', resource.subject] as const] } };

    const employeeOf = async (request: FastifyRequest<ById>) => {
      const { account } = await accountAccessOf(request, context);
      const employee = await loose.selectFrom(resource.table).select(['id', 'userId', accountColumn])
        .where('id', '=', Number(request.params.id))
        .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS[resource.subject]), resource.table)).executeTakeFirst();
      if (!employee) throw notFound(`No such ${resource.name} record.`);
      return { userId: employee.userId as number | null, accountId: employee[accountColumn] as number };
    };
    const membershipOf = async (editor: MembershipEditor, userId: number | null, accountId: number) => {
      if (userId === null) return undefined;
      const row = await db.selectFrom('memberships').selectAll()
        .where('userId', '=', userId).where('accountKind', '=', kind).where('accountId', '=', accountId).executeTakeFirst();
      const membership = row && parseMembership(row);
      return membership && withinReach(editor, membership) ? membership : undefined;
    };

    const signInOf = async (request: FastifyRequest, employee: { userId: number | null; accountId: number }): Promise<EmployeeSignIn> => {
      if (employee.userId === null) return { user: null, access: null };
      const user = await db.selectFrom('users').select(['id', 'firstName', 'lastName', 'email', 'status']).where('id', '=', employee.userId).executeTakeFirstOrThrow();
      const editor = await membershipEditorOf(request, context);
      const membership = await membershipOf(editor, employee.userId, employee.accountId);
      return {
        user: { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email, status: user.status },
        access: membership ? await membershipEditorView(db, editor, membership.id) : null,
      };
    };

    app.get<ById>(path, { config, schema: { params: idParams } }, async (request) => signInOf(request, await employeeOf(request)));

    app.put<ById & { Body: PermissionChange }>(path, { config, schema: { params: idParams, body: permissionChangeBody } }, async (request) => {
      const employee = await employeeOf(request);
      const editor = await membershipEditorOf(request, context);
      const membership = await membershipOf(editor, employee.userId, employee.accountId);
      if (!membership) throw new HttpError(409, 'This employee does not sign in to this account, so there are no permissions to change.', ACCESS_ERRORS.noSignIn);
      await changeMembershipCodes(db, editor, membership.id, request.body, originOf(request, context.role, resource.name));
      return signInOf(request, employee);
    });
  }
}
