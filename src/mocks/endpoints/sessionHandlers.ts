import { http, HttpResponse } from 'msw';
import { CHARTER_LOGIN_API } from '../../../resources/content/charterHandoff';
import { appConfig } from '../../appConfig';
import { MOCK_ACCOUNT, MOCK_ACCOUNTS, MOCK_CHECK, MOCK_DEFAULT_GRADES, MOCK_PROFILE } from '../mockSession';
import { noContent, refusal } from './mockReplies';

/** The mock user's photo, for as long as the page lives. */
let mockPhoto: { contentType: string; data: string } | undefined;

/** The signed-in session of mock mode (spec 1.7): its account, profile and photo, the app's config, telemetry. */
export const sessionHandlers = [
  http.get('/api/auth/check', () => HttpResponse.json(MOCK_CHECK)),
  http.get('/api/account', () => HttpResponse.json(MOCK_ACCOUNT)),
  http.get('/api/accounts', () => HttpResponse.json(MOCK_ACCOUNTS)),
  http.get('/api/profile', () => HttpResponse.json(MOCK_PROFILE)),
  // The mock user's language stays in this browser only (localStorage), which is where the console looks next.
  http.put('/api/profile/language', noContent),
  http.get('/api/profile/photo/base64', () => (mockPhoto ? HttpResponse.json(mockPhoto) : refusal(404, 'You have no profile photo yet.', 'NO_PHOTO'))),
  http.put('/api/profile/photo', async ({ request }) => {
    const bytes = new Uint8Array(await request.arrayBuffer());
    mockPhoto = { contentType: request.headers.get('content-type') ?? 'image/jpeg', data: btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')) };
    return HttpResponse.json({ avatarPath: `/api/profile/photo?v=${Date.now()}` });
  }),
  http.post('/api/auth/change-password', noContent),
  // The version this page loaded with, so that no new-version popup opens.
  http.get('/api/app-config', () => HttpResponse.json(appConfig())),
  http.get('/api/districts/default-grades', () => HttpResponse.json(MOCK_DEFAULT_GRADES)),
  http.get('/api/auth/impersonation-session', () => refusal(404, 'This session is not an impersonation.', 'NO_IMPERSONATION')),
  http.post('/api/impersonation/stop', noContent),
  // The session of mock mode outlives a logout: the next page opens signed in again.
  http.post('/api/auth/logout', noContent),
  http.post('/api/dev/password-reset-request', () => HttpResponse.json({ token: 'mock-password-setup' })),
  http.post(CHARTER_LOGIN_API, () => refusal(503, 'Mock mode has no charter portal to sign in to.', 'CHARTER_PORTAL_UNAVAILABLE')),
  http.post('/api/telemetry/events', noContent),
  http.post('/api/telemetry/errors', noContent),
];
