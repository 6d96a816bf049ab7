import { CHARTER_TOKEN_PARAM, type CharterLoginResponse } from '../../../resources/content/charterHandoff';
import type { WorkQueueItem } from '../../../permissions/accountContext';
import { issueOneTimeToken } from '../../../server/auth/tokens';
import { ApiClient, DEMO_PASSWORD, signedIn } from '../../helpers/apiClient';
import { DEMO_STAFF } from '../../helpers/flowSuite';
import { solidPng } from '../../helpers/pngImage';
import { by, type AuditBed, type AuditCase } from './auditBed';

const anonymousOn = (bed: AuditBed, portal: 'admin' | 'vendor' | 'enterprise') => new ApiClient(bed.server.urlOf(portal));

/** The support user acting as one of the vendor staff, signed in on the vendor portal as them (in their account, when they choose one). */
export async function impersonating(bed: AuditBed, name: 'yard' | 'manager'): Promise<ApiClient> {
  const started = await bed.staff.support.post<{ url: string }>('/api/impersonation', { targetUserId: bed.userIds[name] });
  const client = anonymousOn(bed, 'vendor');
  await client.post('/api/auth/token-login', { token: new URL(started.body.url).searchParams.get('token') });
  if (name === 'manager') await client.post('/api/account', DEMO_STAFF.manager.account);
  return client;
}

/** A charter handoff token signed for the vendor manager. */
async function handoffToken(bed: AuditBed): Promise<string> {
  const { body } = await bed.staff.manager.post<CharterLoginResponse>('/api/charter/login', { target: '/trips' });
  return new URL(body.redirectUrl!).searchParams.get(CHARTER_TOKEN_PARAM)!;
}

/** Signing in and out, passwords, the chosen account, the profile, impersonation, the work queue, the charter handoff. */
export const SESSION_CASES: Record<string, AuditCase> = {
  'POST /api/auth/login': async (bed) => ({
    send: () => anonymousOn(bed, 'enterprise').post('/api/auth/login', { email: 'school@example.com', password: DEMO_PASSWORD }),
    expected: { action: 'auth.sign-in', ...by(bed, 'school'), entity: 'users', recordId: bed.userIds.school, detail: { method: 'password' } },
    secrets: [DEMO_PASSWORD],
  }),
  'POST /api/auth/token-login': async (bed) => {
    const token = await issueOneTimeToken(bed.db(), bed.userIds.yard, 'login');
    return {
      send: () => anonymousOn(bed, 'vendor').post('/api/auth/token-login', { token }),
      expected: { action: 'auth.sign-in', ...by(bed, 'yard'), entity: 'users', recordId: bed.userIds.yard, detail: { method: 'token' } },
      secrets: [token],
    };
  },
  'POST /api/auth/logout': async (bed) => {
    const school = await signedIn(bed.server.urlOf('enterprise'), 'school@example.com');
    return { send: () => school.post('/api/auth/logout'), expected: { action: 'auth.sign-out', ...by(bed, 'school') } };
  },
  'POST /api/auth/change-password': async (bed) => {
    const user = await bed.newUser();
    const client = await signedIn(bed.server.urlOf('vendor'), user.email, user.password);
    const newPassword = 'A-Brand-New-Passphrase-42';
    return {
      send: () => client.post('/api/auth/change-password', { oldPassword: user.password, newPassword }),
      // Vendor 1 has three yards: signed in, the user has not chosen any, so works in no account yet.
      expected: { action: 'auth.password-changed', actorUserId: user.id, portal: 'vendor', tenant: null, entity: 'users', recordId: user.id },
      secrets: [user.password, newPassword],
    };
  },
  'POST /api/auth/password-reset-email': async (bed) => {
    const user = await bed.newUser();
    return {
      send: () => anonymousOn(bed, 'vendor').post('/api/auth/password-reset-email', { email: user.email }),
      expected: { action: 'auth.password-reset-requested', actorUserId: null, portal: 'vendor', tenant: null, entity: 'users', recordId: user.id, detail: { purpose: 'reset' }, afterAnswer: true },
    };
  },
  'POST /api/auth/password-setup': async (bed) => {
    const user = await bed.newUser();
    const token = await issueOneTimeToken(bed.db(), user.id, 'reset');
    const password = 'Chosen-From-The-Link-77';
    return {
      send: () => anonymousOn(bed, 'vendor').post('/api/auth/password-setup', { token, password }),
      expected: { action: 'auth.password-set.reset', actorUserId: user.id, portal: 'vendor', tenant: null, entity: 'users', recordId: user.id },
      secrets: [token, password],
    };
  },
  'POST /api/account': async (bed) => {
    // The operator admin has two operator accounts, so chooses one after signing in.
    const admin = await signedIn(bed.server.urlOf('admin'), 'admin@example.com');
    return {
      send: () => admin.post('/api/account', { accountId: 1, subAccountIds: [] }),
      expected: { action: 'auth.account-selected', actorUserId: bed.userIds.admin, portal: 'admin', tenant: ['operator', 1] },
    };
  },
  'POST /api/dev/password-reset-request': async (bed) => ({
    send: () => bed.staff.admin.post('/api/dev/password-reset-request', { userId: bed.userIds.yard }),
    expected: { action: 'auth.password-link-issued', ...by(bed, 'admin'), entity: 'users', recordId: bed.userIds.yard },
  }),
  'PUT /api/profile': async (bed) => ({
    send: () => bed.staff.yard.request('PUT', '/api/profile', { name: { first: 'Yolanda', last: 'Pierce-Okoro' }, phoneNumber: '' }),
    expected: { action: 'profile.changed', ...by(bed, 'yard'), entity: 'users', recordId: bed.userIds.yard, detail: { fields: expect.arrayContaining(['name.last']) } },
  }),
  'PUT /api/profile/language': async (bed) => ({
    send: () => bed.staff.school.request('PUT', '/api/profile/language', { locale: 'es' }),
    expected: { action: 'profile.language-changed', ...by(bed, 'school'), entity: 'users', recordId: bed.userIds.school, detail: { locale: 'es' } },
  }),
  'PUT /api/profile/photo': async (bed) => ({
    send: () => bed.staff.district.request('PUT', '/api/profile/photo', solidPng(600, 600), { 'content-type': 'image/png' }),
    expected: { action: 'profile.photo-changed', ...by(bed, 'district'), entity: 'users', recordId: bed.userIds.district },
  }),
  'DELETE /api/profile/photo': async (bed) => ({
    send: () => bed.staff.district.request('DELETE', '/api/profile/photo'),
    expected: { action: 'profile.photo-removed', ...by(bed, 'district'), entity: 'users', recordId: bed.userIds.district },
  }),
  'POST /api/impersonation': async (bed) => ({
    send: () => bed.staff.support.post('/api/impersonation', { targetUserId: bed.userIds.yard }),
    expected: { action: 'impersonation.start', ...by(bed, 'support'), entity: 'users', recordId: bed.userIds.yard, detail: { portal: 'vendor' } },
  }),
  'POST /api/impersonation/stop': async (bed) => {
    const asYard = await impersonating(bed, 'yard');
    return {
      send: () => asYard.post('/api/impersonation/stop'),
      expected: { action: 'impersonation.stop', ...by(bed, 'yard'), impersonatorUserId: bed.userIds.support, entity: 'users', recordId: bed.userIds.yard },
    };
  },
  'POST /api/work-queue/items/:id/done': async (bed) => {
    const { items } = (await bed.staff.admin.get<{ items: WorkQueueItem[] }>('/api/work-queue/items')).body;
    const open = items.find((item) => item.status === 'open')!;
    return {
      send: () => bed.staff.admin.post(`/api/work-queue/items/${open.id}/done`, { version: open.version }),
      expected: { action: 'update', ...by(bed, 'admin'), entity: 'work-queue-items', recordId: open.id, detail: { transition: 'done', from: 'open', to: 'done' } },
    };
  },
  'POST /api/charter/login': async (bed) => ({
    send: () => bed.staff.manager.post('/api/charter/login', { target: '/trips' }),
    expected: { action: 'charter-handoff', ...by(bed, 'manager'), detail: { target: '/trips' } },
  }),
  'POST /api/charter/handoff': async (bed) => {
    const token = await handoffToken(bed);
    return {
      send: () => anonymousOn(bed, 'vendor').post('/api/charter/handoff', { token }),
      expected: { action: 'charter-handoff-redeemed', ...by(bed, 'manager') },
      secrets: [token],
    };
  },
};
