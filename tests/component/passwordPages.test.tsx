import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE } from '../../permissions/passwordRule';
import { englishText } from '../../server/englishText';
import { goTo, replaceWith } from '../../src/pages/login/navigation/browserLocation';
import { openPublicPage, pressEnter, typeInto } from './publicPageTesting';

jest.mock('../../src/pages/login/navigation/browserLocation', () => ({
  ...jest.requireActual('../../src/pages/login/navigation/browserLocation'),
  goTo: jest.fn(),
  replaceWith: jest.fn(),
}));

const requests: { path: string; body: unknown }[] = [];

const recordAnd = (answer: () => Response | Promise<Response>) => async ({ request }: { request: Request }) => {
  requests.push({ path: new URL(request.url).pathname, body: await request.json() });
  return answer();
};

const server = setupServer(
  http.post('/api/auth/password-reset-email', recordAnd(async () => {
    await delay(20);
    return new HttpResponse(null, { status: 204 });
  })),
  http.post('/api/auth/password-setup', recordAnd(() => new HttpResponse(null, { status: 204 }))),
  http.post('/api/auth/logout', recordAnd(() => new HttpResponse(null, { status: 204 }))),
  http.get('/api/auth/check', () => HttpResponse.json({ userId: 42, isAccountSelected: true, isImpersonation: false })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  jest.clearAllMocks();
});
afterAll(() => server.close());

describe('Forgot password (spec 2.7, 5)', () => {
  it('shows the heading, the instructions, Email, Submit and "Return to login page"', async () => {
    openPublicPage('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByText("Please enter the email address you used to create your account. We'll send you instructions to reset your password.")).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login page' })).toHaveAttribute('href', '/login');
  });

  it('starts from the e-mail typed at sign-in, which "Forgot your password?" passes as ?email=', async () => {
    openPublicPage('/forgot-password?email=dispatcher%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('dispatcher@example.com');
    pressEnter(screen.getByLabelText('Email'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/reset-instructions-sent'));
    expect(requests).toEqual([{ path: '/api/auth/password-reset-email', body: { email: 'dispatcher@example.com' } }]);
  });

  it('submits only a valid e-mail', async () => {
    openPublicPage('/forgot-password');
    pressEnter(await screen.findByLabelText('Email'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    typeInto(screen.getByLabelText('Email'), 'parent@');
    pressEnter(screen.getByLabelText('Email'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address'));
    expect(requests).toEqual([]);
  });

  it('sends the e-mail once with Enter, blocked while loading, then shows the instructions-sent page', async () => {
    openPublicPage('/forgot-password');
    typeInto(await screen.findByLabelText('Email'), ' dispatcher@example.com ');
    pressEnter(screen.getByLabelText('Email'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    pressEnter(screen.getByLabelText('Email'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/reset-instructions-sent'));
    expect(requests).toEqual([{ path: '/api/auth/password-reset-email', body: { email: 'dispatcher@example.com' } }]);
  });
});

describe('Reset instructions sent (spec 2.7)', () => {
  it('says to check the e-mail and links back to login', async () => {
    openPublicPage('/reset-instructions-sent');
    expect(await screen.findByRole('heading', { name: 'Reset instructions sent' })).toBeInTheDocument();
    expect(screen.getByText('Please check your email for password reset instructions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login page' })).toHaveAttribute('href', '/login');
  });
});

describe('Password setup (spec 2.7, 4.3, 5)', () => {
  it('takes the token out of the address bar and keeps it for the request', async () => {
    openPublicPage('/reset-password?token=reset-token-1');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    typeInto(screen.getByLabelText('Password'), 'N3w-password');
    typeInto(screen.getByLabelText('Confirm password'), 'N3w-password');
    pressEnter(screen.getByLabelText('Confirm password'));
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/password-reset-success'));
    expect(requests).toEqual([{ path: '/api/auth/password-setup', body: { token: 'reset-token-1', password: 'N3w-password' } }]);
  });

  it('states the one password rule under the field before anything is typed, and refuses a shorter password in its words without asking the server', async () => {
    const rule = englishText(PASSWORD_LENGTH_MESSAGE);
    openPublicPage('/reset-password?token=reset-token-1');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAccessibleDescription(rule);
    const oneShort = 'Zq8#wLm4Tb6!'.slice(0, MIN_PASSWORD_LENGTH - 1);
    typeInto(password, oneShort);
    typeInto(screen.getByLabelText('Confirm password'), oneShort);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rule);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('refuses passwords that do not match', async () => {
    openPublicPage('/reset-password?token=reset-token-1');
    typeInto(await screen.findByLabelText('Password'), 'N3w-password');
    typeInto(screen.getByLabelText('Confirm password'), 'N3w-passwort');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    typeInto(screen.getByLabelText('Password'), 'N3w-passwort');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
  });

  it("shows the server's message in the error alert when the password is refused", async () => {
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    server.use(http.post('/api/auth/password-setup', () => HttpResponse.json({ message: tooCommon, code: 'auth/weak-password', contextId: 'c5' }, { status: 400 })));
    openPublicPage('/new-user?token=invite-token');
    typeInto(await screen.findByLabelText('Password'), 'password123');
    typeInto(screen.getByLabelText('Confirm password'), 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooCommon);
    expect(replaceWith).not.toHaveBeenCalled();
  });

  it('names the new-user setup for what it is and ends on the new-user success page', async () => {
    openPublicPage('/new-user?token=invite-token');
    expect(await screen.findByRole('heading', { name: 'Create your password' })).toBeInTheDocument();
    expect(screen.getByText('Choose a password to finish setting up your account.')).toBeInTheDocument();
    typeInto(screen.getByLabelText('Password'), 'N3w-password');
    typeInto(screen.getByLabelText('Confirm password'), 'N3w-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/new-user-success'));
  });

  it('says so and allows no submit when the link has no token', async () => {
    openPublicPage('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete. Please open the link from your email again.');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});

describe('Password success (spec 2.7)', () => {
  it.each([
    ['/password-reset-success', 'Your password has been reset'],
    ['/new-user-success', 'Account has been created'],
  ])('%s shows "%s" and a Login link', async (url, header) => {
    openPublicPage(url);
    expect(await screen.findByRole('heading', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('Logout (spec 2.7)', () => {
  it('shows a progress bar, signs out once and lands on login', async () => {
    openPublicPage('/logout');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/login'));
    expect(requests).toEqual([{ path: '/api/auth/logout', body: {} }]);
  });
});

