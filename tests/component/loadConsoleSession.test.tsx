import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadConsoleSession } from '../../src/shell/loadConsoleSession';
import { sendSessionRequestsAhead } from '../../src/shell/sessionAhead';

const account = { account: { accountId: 1, subAccountIds: [], name: 'Summit Student Transportation', isAccountRequired: false, isSubAccountsRequired: false, timezone: 'America/Los_Angeles', imagePath: null, canSwitchAccount: false }, permissions: ['RIDE_VIEW'], userRole: 'vendor' };
const profile = { name: { first: 'Victor', last: 'Nguyen' }, email: 'vendor@example.com', phoneNumber: '', avatarPath: null };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const unauthorized = () => HttpResponse.json({ message: 'Sign in to continue.', code: 'auth/not-signed-in' }, { status: 401 });

describe('the app guard (spec 2.2)', () => {
  it('sends an anonymous visitor to login with the page as RelayState', async () => {
    server.use(http.get('/api/auth/check', unauthorized));
    expect(await loadConsoleSession('/rides', '?x=1')).toEqual({ kind: 'redirect', to: '/login?RelayState=%2Frides%3Fx%3D1' });
  });

  it('sends a signed-in user with no account chosen to select-account', async () => {
    server.use(http.get('/api/auth/check', () => HttpResponse.json({ userId: 3, isAccountSelected: false, isImpersonation: false })));
    expect(await loadConsoleSession('/drivers', '')).toEqual({ kind: 'redirect', to: '/select-account?RelayState=%2Fdrivers' });
  });

  it('loads the account and the profile, then lets the console show', async () => {
    server.use(
      http.get('/api/auth/check', () => HttpResponse.json({ userId: 3, isAccountSelected: true, isImpersonation: false })),
      http.get('/api/account', () => HttpResponse.json(account)),
      http.get('/api/profile', () => HttpResponse.json(profile)),
    );
    const outcome = await loadConsoleSession('/', '');
    expect(outcome).toEqual({ kind: 'ready', session: { check: { userId: 3, isAccountSelected: true, isImpersonation: false }, account, profile } });
  });

  it('goes to login when the session ends between the calls', async () => {
    server.use(
      http.get('/api/auth/check', () => HttpResponse.json({ userId: 3, isAccountSelected: true, isImpersonation: false })),
      http.get('/api/account', unauthorized),
      http.get('/api/profile', unauthorized),
    );
    expect(await loadConsoleSession('/vehicles', '')).toEqual({ kind: 'redirect', to: '/login?RelayState=%2Fvehicles' });
  });

  it('starts what goes alongside once the account and profile are asked for, and is ready only when it has settled', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/auth/check', () => (asked.push('check'), HttpResponse.json({ userId: 3, isAccountSelected: true, isImpersonation: false }))),
      http.get('/api/account', () => (asked.push('account'), HttpResponse.json(account))),
      http.get('/api/profile', () => (asked.push('profile'), HttpResponse.json(profile))),
    );
    let settle: () => void = () => undefined;
    const alongside = jest.fn((_account: Promise<unknown>) => new Promise<void>((resolve) => (settle = resolve)));
    let outcome: unknown;
    const loading = loadConsoleSession('/rides', '', alongside).then((result) => (outcome = result));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alongside).toHaveBeenCalledTimes(1);
    expect(asked.sort()).toEqual(['account', 'check', 'profile']);
    // Handed the account as it arrives, for work that needs it (a list's first rows).
    await expect(alongside.mock.calls[0][0]).resolves.toEqual(account);
    expect(outcome).toBeUndefined();
    settle();
    await loading;
    expect(outcome).toMatchObject({ kind: 'ready' });
  });

  it('starts nothing alongside for a visitor sent elsewhere', async () => {
    server.use(http.get('/api/auth/check', unauthorized));
    const alongside = jest.fn(async () => undefined);
    expect(await loadConsoleSession('/rides', '', alongside)).toMatchObject({ kind: 'redirect' });
    expect(alongside).not.toHaveBeenCalled();
  });
});

describe('the session asked for ahead, while the console downloads', () => {
  /** Answers a signed-in vendor's session, noting each request as it reaches the API. */
  function answerSession(check = { userId: 3, isAccountSelected: true, isImpersonation: false }): string[] {
    const asked: string[] = [];
    server.use(
      http.get('/api/auth/check', () => (asked.push('check'), HttpResponse.json(check))),
      http.get('/api/account', () => (asked.push('account'), check.isAccountSelected ? HttpResponse.json(account) : HttpResponse.json({ message: 'Choose an account first.' }, { status: 409 }))),
      http.get('/api/profile', () => (asked.push('profile'), HttpResponse.json(profile))),
    );
    return asked;
  }

  it('sends the three requests at once, and the load uses their answers instead of asking again', async () => {
    const asked = answerSession();
    sendSessionRequestsAhead();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.sort()).toEqual(['account', 'check', 'profile']);
    expect(await loadConsoleSession('/rides', '')).toMatchObject({ kind: 'ready', session: { account, profile } });
    expect(asked).toHaveLength(3);
  });

  it('hands each answer over once: a later load asks again', async () => {
    const asked = answerSession();
    sendSessionRequestsAhead();
    await loadConsoleSession('/rides', '');
    expect(await loadConsoleSession('/rides', '')).toMatchObject({ kind: 'ready' });
    expect(asked).toHaveLength(6);
  });

  it('still decides in the spec\'s order: no account chosen leads to select-account, whatever the later answers say', async () => {
    const asked = answerSession({ userId: 3, isAccountSelected: false, isImpersonation: false });
    sendSessionRequestsAhead();
    expect(await loadConsoleSession('/drivers', '')).toEqual({ kind: 'redirect', to: '/select-account?RelayState=%2Fdrivers' });
    expect(asked).toHaveLength(3);
  });
});
