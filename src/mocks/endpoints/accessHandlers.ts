import { http, HttpResponse } from 'msw';
import { ACCESS_MAX_PER_PAGE, type AccessUser, type AccessUserPage, type EmployeeSignIn, type MembershipDetail, type MembershipEditorView, type PermissionChange } from '../../../permissions/accessManagement';
import { grantableCodes } from '../../../permissions/membershipGrants';
import { ROLE_TEMPLATES, templatesFor, type AccountKind, type RoleTemplateName } from '../../../permissions/roleTemplates';
import { MOCK_ACCOUNT, MOCK_ACCOUNT_ID, MOCK_CHECK, MOCK_PROFILE } from '../mockSession';
import { mockStore, type MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { answered, badRequest, MockRefusal, notFound } from './mockReplies';

/** The operator's staff beside the mock user; everyone else signs in as an employee of a vendor or a district. */
const OPERATOR_STAFF = [{ name: 'Priya Lindqvist', template: 'operatorAdmin' }, { name: 'Jonah Okafor', template: 'support' }] as const;
/** Employees without a sign-in yet (one in five), so that the employee's page shows both cases. */
const WITHOUT_SIGN_IN = 5;

/** One membership per user, made once per page: the mock user's, the operator staff's and the employees'. */
function membershipsOf(store: MockStore): MembershipDetail[] {
  return store.kept('memberships', () => {
    const own = { name: `${MOCK_PROFILE.name.first} ${MOCK_PROFILE.name.last}`, email: MOCK_PROFILE.email, kind: 'operator' as const, accountId: MOCK_ACCOUNT_ID, accountName: MOCK_ACCOUNT.account.name, places: [] as string[], template: 'operatorAdmin' as RoleTemplateName };
    const staff = OPERATOR_STAFF.map(({ name, template }) => ({ ...own, name, email: `${name.toLowerCase().replace(' ', '.')}@transitline.example`, template }));
    const employees = (resource: string, kind: AccountKind, accountField: string, placeField: string, accountResource: string, placeResource: string, templates: readonly RoleTemplateName[]) =>
      store.rowsOf(resource).filter((employee) => employee.id % WITHOUT_SIGN_IN !== 0).map((employee) => ({
        name: `${String(employee.firstName)} ${String(employee.lastName)}`, email: String(employee.email), kind, accountId: Number(employee[accountField]),
        accountName: String(store.byId(accountResource, employee[accountField])?.name), places: employee[placeField] == null ? [] : [String(store.byId(placeResource, employee[placeField])?.name)],
        template: templates[employee.id % templates.length], employee,
      }));
    return [own, ...staff, ...employees('vendor-employees', 'vendor', 'vendorId', 'yardId', 'vendors', 'yards', ['vendorManager', 'vendorDispatcher', 'yardUser']),
      ...employees('school-employees', 'district', 'districtId', 'campusId', 'districts', 'campuses', ['districtCoordinator', 'schoolStaff'])]
      .map((user, index) => ({
        id: index + 1, userId: index === 0 ? MOCK_CHECK.userId : index + 1, userName: user.name, userEmail: user.email, accountKind: user.kind, accountId: user.accountId,
        accountName: user.accountName, subAccountNames: user.places, roleTemplate: user.template, permissions: [...ROLE_TEMPLATES[user.template].codes],
        permissionCount: ROLE_TEMPLATES[user.template].codes.length, status: index % 17 === 16 ? ('disabled' as const) : ('active' as const), version: 1,
      }));
  });
}

function editorView(membership: MembershipDetail): MembershipEditorView {
  const own = membership.userId === MOCK_CHECK.userId;
  return { membership, grantable: grantableCodes(MOCK_ACCOUNT.permissions, membership.accountKind), templates: templatesFor(membership.accountKind), editable: !own, readOnlyBecause: own ? 'own' : null };
}

function membershipAt(id: string | undefined): MembershipDetail {
  const membership = membershipsOf(mockStore()).find((candidate) => candidate.id === Number(id));
  if (!membership) throw notFound('No such membership within your reach.');
  return membership;
}

function change(membership: MembershipDetail, version: unknown, fields: Partial<MembershipDetail>): MembershipEditorView {
  if (membership.userId === MOCK_CHECK.userId) throw new MockRefusal(403, 'Nobody changes their own membership.', 'OWN_MEMBERSHIP');
  if (version !== membership.version) throw new MockRefusal(409, 'This membership was changed by someone else. Reload it and try again.', 'STALE_VERSION');
  Object.assign(membership, fields, { version: membership.version + 1 });
  membership.permissionCount = membership.permissions.length;
  return editorView(membership);
}

const userOf = ({ userId, userName, userEmail, status }: MembershipDetail) => ({ id: userId, name: userName, email: userEmail, status });
const summaryOf = ({ version: _version, userId: _userId, userName: _userName, userEmail: _userEmail, permissions: _permissions, ...summary }: MembershipDetail) => summary;

/** The sign-in of a directory's employee: the membership made from them, if they have one. */
function signInOf(employee: MockRow, resource: string): EmployeeSignIn {
  const membership = membershipsOf(mockStore()).find((candidate) => candidate.userEmail === employee.email && candidate.accountKind === (resource === 'vendor-employees' ? 'vendor' : 'district'));
  return membership ? { user: userOf(membership), access: editorView(membership) } : { user: null, access: null };
}

/** Access (users and their memberships) and the employees' sign-in cards (permissions/accessManagement.ts). */
export const accessHandlers = [
  http.get('/api/access/users', ({ request }) => answered(() => {
    const search = new URL(request.url).searchParams;
    const page = Number(search.get('page') ?? 1);
    const perPage = Number(search.get('perPage') ?? 25);
    if (perPage > ACCESS_MAX_PER_PAGE) throw badRequest(`perPage: at most ${ACCESS_MAX_PER_PAGE} users per page.`, 'RANGE_TOO_LARGE');
    const term = search.get('q')?.trim().toLowerCase() ?? '';
    const users: AccessUser[] = membershipsOf(mockStore())
      .filter((membership) => !term || `${membership.userName} ${membership.userEmail}`.toLowerCase().includes(term))
      .sort((a, b) => (a.userName.split(' ').pop() ?? '').localeCompare(b.userName.split(' ').pop() ?? '') || a.userId - b.userId)
      .map((membership) => ({ ...userOf(membership), memberships: [summaryOf(membership)] }));
    return HttpResponse.json<AccessUserPage>({ users: users.slice((page - 1) * perPage, page * perPage), total: users.length });
  })),
  http.get<{ id: string }>('/api/access/memberships/:id', ({ params }) => answered(() => HttpResponse.json<MembershipEditorView>(editorView(membershipAt(params.id))))),
  http.put<{ id: string }>('/api/access/memberships/:id', async ({ params, request }) => {
    const body = (await request.json()) as PermissionChange;
    return answered(() => HttpResponse.json<MembershipEditorView>(change(membershipAt(params.id), body.version, { permissions: body.permissions, roleTemplate: body.roleTemplate })));
  }),
  http.post<{ id: string; step: string }>('/api/access/memberships/:id/:step', async ({ params, request }) => {
    const { version } = (await request.json()) as { version: number };
    const status = ({ disable: 'disabled', enable: 'active' } as const)[params.step as 'disable' | 'enable'];
    if (!status) return undefined;
    return answered(() => HttpResponse.json<MembershipEditorView>(change(membershipAt(params.id), version, { status })));
  }),
  ...['vendor-employees', 'school-employees'].flatMap((resource) => [
    http.get<{ id: string }>(`/api/${resource}/:id/permissions`, ({ params }) => answered(() => {
      const employee = mockStore().byId(resource, Number(params.id));
      if (!employee) throw notFound(`No such ${resource} record.`);
      return HttpResponse.json<EmployeeSignIn>(signInOf(employee, resource));
    })),
    http.put<{ id: string }>(`/api/${resource}/:id/permissions`, async ({ params, request }) => {
      const body = (await request.json()) as PermissionChange;
      return answered(() => {
        const employee = mockStore().byId(resource, Number(params.id));
        if (!employee) throw notFound(`No such ${resource} record.`);
        const signIn = signInOf(employee, resource);
        if (!signIn.access) throw new MockRefusal(409, 'This employee does not sign in to this account, so there are no permissions to change.', 'NO_SIGN_IN');
        change(signIn.access.membership, body.version, { permissions: body.permissions, roleTemplate: body.roleTemplate });
        return HttpResponse.json<EmployeeSignIn>(signInOf(employee, resource));
      });
    }),
  ]),
];
