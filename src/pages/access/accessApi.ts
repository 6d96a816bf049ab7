import { fetchUtils } from 'react-admin';
import type { AccessUserPage, EmployeeSignIn, MembershipEditorView, PermissionChange } from '../../../permissions/accessManagement';

/** The Access and employee-permission calls; a refusal rejects with react-admin's HttpError carrying the server's message. */
async function call<T>(url: string, options: fetchUtils.Options = {}): Promise<T> {
  return (await fetchUtils.fetchJson(url, { ...options, credentials: 'include' })).json as T;
}

const send = (method: 'PUT' | 'POST', body: unknown): fetchUtils.Options => ({ method, body: JSON.stringify(body) });

export const accessApi = {
  users: (q: string, page: number, perPage: number) =>
    call<AccessUserPage>(`/api/access/users?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page), perPage: String(perPage) })}`),
  membership: (id: string) => call<MembershipEditorView>(`/api/access/memberships/${encodeURIComponent(id)}`),
  saveMembership: (id: string, change: PermissionChange) => call<MembershipEditorView>(`/api/access/memberships/${encodeURIComponent(id)}`, send('PUT', change)),
  setMembershipStatus: (id: string, step: 'disable' | 'enable', version: number) =>
    call<MembershipEditorView>(`/api/access/memberships/${encodeURIComponent(id)}/${step}`, send('POST', { version })),
  employeeSignIn: (resource: string, id: string) => call<EmployeeSignIn>(`/api/${resource}/${encodeURIComponent(id)}/permissions`),
  saveEmployeePermissions: (resource: string, id: string, change: PermissionChange) =>
    call<EmployeeSignIn>(`/api/${resource}/${encodeURIComponent(id)}/permissions`, send('PUT', change)),
};
