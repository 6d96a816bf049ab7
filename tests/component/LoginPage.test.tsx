import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountResponse } from '../../permissions/accountContext';
import { goTo, replaceWith } from '../../src/pages/login/navigation/browserLocation';
import { NOT_SIGNED_IN, openPublicPage, pressEnter, typeInto } from './publicPageTesting';

jest.mock('../../src/pages/login/navigation/browserLocation', () => ({
  ...jest.requireActual('../../src/pages/login/navigation/browserLocation'),
  goTo: jest.fn(),
  replaceWith: jest.fn(),
}));

const requests: { path: string; body: unknown }[] = [];

function accountAnswer(account: Partial<AccountResponse['account']> = {}): AccountResponse {
  return {
    account: { accountId: 7, subAccountIds: [], name: 'North Yard Bus Co.', isAccountRequired: true, isSubAccountsRequired: false, timezone: 'America/Chicago', imagePath: null, canSwitchAccount: false, ...account },
    permissions: [],
    userRole: 'vendor',
  };
}

const server = setupServer(
  http.get('/api/auth/check', () => HttpResponse.json(NOT_SIGNED_IN, { status: 401 })),
  http.post('/api/auth/provider', async ({ request }) => {
    requests.push({ path: '/api/auth/provider', body: await request.json() });
    return HttpResponse.json({ provider: 'PASSWORD' });
  }),
  http.post('/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { password: string };
    requests.push({ path: '/api/auth/login', body });
    return body.password === 'right-password'
      ? HttpResponse.json({ userId: 3 })
      : HttpResponse.json({ message: 'Wrong e-mail or password', code: 'auth/invalid-credentials', contextId: 'c1' }, { status: 401 });
  }),
  http.get('/api/account', () => HttpResponse.json(accountAnswer())),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  window.localStorage.clear();
  jest.clearAllMocks();
});
afterAll(() => server.close());

async function toPasswordStep(email = 'dispatcher@example.com') {
  typeInto(await screen.findByLabelText('Email'), email);
  pressEnter(screen.getByLabelText('Email'));
  return screen.findByLabelText('Password');
}

describe('Login, step 1 (spec 2.7, 5)', () => {
  it('shows the logo, "Welcome to {product}" and "Please sign in" with an Email input and a Next button', async () => {
    const { container } = openPublicPage('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome to Transitline' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in')).toBeInTheDocument();
    expect(container.querySelector('img.public-logo')).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('asks for a valid e-mail and requests no provider until it is one', async () => {
    openPublicPage('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    typeInto(screen.getByLabelText('Email'), 'someone@');
    pressEnter(screen.getByLabelText('Email'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address'));
    expect(requests).toEqual([]);
  });

  it('reads in Spanish', async () => {
    openPublicPage('/login', 'es');
    expect(await screen.findByRole('heading', { name: 'Bienvenido a Transitline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});

describe('Login, password step (spec 2.7, 4.1)', () => {
  it('moves on with Enter, sending the trimmed e-mail, and shows it read-only with "Edit email", Log In and "Forgot your password?"', async () => {
    openPublicPage('/login');
    await toPasswordStep('  dispatcher@example.com ');
    expect(requests).toEqual([{ path: '/api/auth/provider', body: { email: 'dispatcher@example.com' } }]);
    expect(screen.getByLabelText('Email')).toHaveValue('dispatcher@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Edit email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    // The e-mail goes with the link, to be filled in there (and the password never does).
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password?email=dispatcher%40example.com');
  });

  it('"Edit email" goes back to step 1 keeping the typed e-mail', async () => {
    openPublicPage('/login');
    await toPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Edit email' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('dispatcher@example.com');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });

  it('logs in with Enter and goes into the console at the RelayState', async () => {
    openPublicPage('/login?RelayState=%2Frides%3Fstatus%3Dlate');
    typeInto(await toPasswordStep(), 'right-password');
    pressEnter(screen.getByLabelText('Password'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/rides?status=late'));
    expect(requests[1]).toEqual({ path: '/api/auth/login', body: { email: 'dispatcher@example.com', password: 'right-password' } });
  });

  it('sends no login while the password is empty', async () => {
    openPublicPage('/login');
    pressEnter(await toPasswordStep());
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is required');
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/provider']);
  });

  it('ignores Enter while the login is under way and shows a progress bar', async () => {
    server.use(
      http.post('/api/auth/login', async () => {
        requests.push({ path: '/api/auth/login', body: null });
        await delay(50);
        return HttpResponse.json({ userId: 3 });
      }),
    );
    openPublicPage('/login');
    typeInto(await toPasswordStep(), 'right-password');
    pressEnter(screen.getByLabelText('Password'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    pressEnter(screen.getByLabelText('Password'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(requests.filter((request) => request.path === '/api/auth/login')).toHaveLength(1);
  });

  it('shows "Email or password is not correct" when the password is wrong', async () => {
    openPublicPage('/login');
    typeInto(await toPasswordStep(), 'wrong-password');
    pressEnter(screen.getByLabelText('Password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is not correct');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows the server\'s message when attempts come too fast', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json({ message: 'Too many attempts. Try again in 5 minutes.', code: 'auth/too-many-attempts', contextId: 'c2' }, { status: 429 })));
    openPublicPage('/login');
    typeInto(await toPasswordStep(), 'right-password');
    pressEnter(screen.getByLabelText('Password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
  });

  it('redirects to select-account with RelayState when no account is chosen', async () => {
    server.use(http.get('/api/account', () => HttpResponse.json(accountAnswer({ accountId: null }))));
    openPublicPage('/login?RelayState=%2Frides');
    typeInto(await toPasswordStep(), 'right-password');
    pressEnter(screen.getByLabelText('Password'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/select-account?RelayState=%2Frides'));
  });

  it('opens the path kept when the last session ended (spec 4.6) when there is no RelayState, once', async () => {
    window.localStorage.setItem('pathAfterLogin', '/vehicles/12');
    openPublicPage('/login');
    typeInto(await toPasswordStep(), 'right-password');
    pressEnter(screen.getByLabelText('Password'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/vehicles/12'));
    expect(window.localStorage.getItem('pathAfterLogin')).toBeNull();
  });
});

describe('Login through single sign-on (spec 1.4)', () => {
  it.each(['SSO', 'CONSUMER_SSO'])('sends a %s user to the identity provider', async (provider) => {
    server.use(http.post('/api/auth/provider', () => HttpResponse.json({ provider, redirectUrl: 'https://idp.example.com/start?x=1' })));
    openPublicPage('/login');
    typeInto(await screen.findByLabelText('Email'), 'teacher@district.example');
    pressEnter(screen.getByLabelText('Email'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://idp.example.com/start?x=1'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the "user-not-found" banner when the identity provider sends back an unknown user (spec 8)', async () => {
    openPublicPage('/login?error=user-not-found');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We do not recognize this user ID or password. Please contact your administrator for help with access to this site.',
    );
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('Login with a token in the address (spec 2.7)', () => {
  it('logs in once, with a progress bar, drops the token from the address and goes on', async () => {
    const tokenLogins: unknown[] = [];
    server.use(
      http.post('/api/auth/token-login', async ({ request }) => {
        tokenLogins.push(await request.json());
        await delay(20);
        return HttpResponse.json({ userId: 5 });
      }),
    );
    openPublicPage('/login?token=one-time-token&RelayState=%2Fcharter-trips');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/charter-trips'));
    expect(tokenLogins).toEqual([{ token: 'one-time-token', relayState: '/charter-trips' }]);
    expect(window.location.search).toBe('?RelayState=%2Fcharter-trips');
  });

  it('shows "Account not recognized" and the e-mail step when the token is refused', async () => {
    server.use(http.post('/api/auth/token-login', () => HttpResponse.json({ message: 'Token invalid', code: 'auth/token-invalid', contextId: 'c3' }, { status: 401 })));
    openPublicPage('/login?token=stale-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not recognized');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('Login route guard (spec 2.2)', () => {
  const signedIn = (isAccountSelected: boolean) => http.get('/api/auth/check', () => HttpResponse.json({ userId: 3, isAccountSelected, isImpersonation: false }));

  it('sends a signed-in user home without showing the form', async () => {
    server.use(signedIn(true));
    openPublicPage('/login?RelayState=%2Frides');
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/'));
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends a signed-in user without an account to select-account, keeping the RelayState', async () => {
    server.use(signedIn(false));
    openPublicPage('/login?RelayState=%2Frides');
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/select-account?RelayState=%2Frides'));
  });

  it.each([
    ['the relay leads to the charter login handoff', '/login?RelayState=%2Fcharter-login%3Ftarget%3Dtrips'],
    ['forceLogin is present', '/login?forceLogin'],
  ])('shows the form to a signed-in user when %s', async (_, url) => {
    server.use(signedIn(true));
    openPublicPage(url);
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(replaceWith).not.toHaveBeenCalled();
  });
});
