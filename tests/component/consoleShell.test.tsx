import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountResponse, ProfileResponse } from '../../permissions/accountContext';
import { ROLE_TEMPLATES } from '../../permissions/roleTemplates';
import App from '../../src/App';

const SCHOOL: AccountResponse = {
  account: { accountId: 1, subAccountIds: [1], name: 'Cedar Valley Unified School District', isAccountRequired: false, isSubAccountsRequired: false, timezone: 'America/Los_Angeles', imagePath: null, canSwitchAccount: false },
  permissions: [...ROLE_TEMPLATES.schoolStaff.codes],
  userRole: 'others',
  district: { districtId: 1, campusIds: [1], schoolEmployeeId: 9 },
};
const PROFILE: ProfileResponse = { name: { first: 'Samuel', last: 'Tran' }, email: 'school@example.com', phoneNumber: '', avatarPath: null };

let account = SCHOOL;
const server = setupServer(
  http.get('/api/auth/check', () => HttpResponse.json({ userId: 6, isAccountSelected: true, isImpersonation: false })),
  http.get('/api/account', () => HttpResponse.json(account)),
  http.get('/api/profile', () => HttpResponse.json(PROFILE)),
  // The server may not offer it yet: the menu must cope.
  http.get('/api/work-queue/first-link', () => HttpResponse.json({ message: 'No such route', code: 'NOT_FOUND' }, { status: 404 })),
  // What the global elements ask for, mounted in the layout.
  http.get('/api/auth/impersonation-session', () => HttpResponse.json({ message: 'Not an impersonation', code: 'NO_IMPERSONATION' }, { status: 404 })),
  http.get('/api/app-config', () => HttpResponse.json({ version: 'dev' })),
  http.post('/api/telemetry/*', () => new HttpResponse(null, { status: 204 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  account = SCHOOL;
  window.localStorage.clear();
});
afterAll(() => server.close());

function openConsole(url: string) {
  window.history.replaceState(null, '', url);
  return render(<App />);
}

const menuLabels = () => within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('link').map((link) => link.getAttribute('aria-label'));
const path = () => `${window.location.pathname}${window.location.search}`;

describe('the console frame (spec 2.3–2.6)', () => {
  it('sends home to the first section of the menu, which lists the user\'s sections in order', async () => {
    openConsole('/');
    await screen.findByRole('heading', { name: 'Rides' }, { timeout: 5000 });
    expect(path()).toBe('/rides');
    expect(menuLabels()).toEqual(['Rides', 'Live map', 'Runs', 'Trips', 'Students', 'Campuses', 'Requests']);
    expect(screen.getByRole('button', { name: 'Samuel Tran' })).toBeInTheDocument();
  });

  it('reopens the last page visited', async () => {
    window.localStorage.setItem('lastVisitedUrl', JSON.stringify({ userId: 6, accountId: 1, url: '/students?page=2' }));
    openConsole('/home');
    await screen.findByRole('heading', { name: 'Students' }, { timeout: 5000 });
    expect(path()).toBe('/students?page=2');
  });

  it('saves the side menu\'s state as sidebarExpanded', async () => {
    openConsole('/rides');
    fireEvent.click(await screen.findByRole('button', { name: 'Expand menu' }, { timeout: 5000 }));
    expect(window.localStorage.getItem('sidebarExpanded')).toBe('true');
    expect(within(screen.getByRole('list', { name: 'Sections' })).getByText('Students')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(window.localStorage.getItem('sidebarExpanded')).toBe('false');
  });

  it('shows the page version of "Access denied" for a section without permission', async () => {
    openConsole('/vehicles');
    await screen.findByRole('heading', { name: 'Access denied' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
  });

  it('opens the drawer from the URL and closes it with Escape, clearing its parameters (spec 4.8)', async () => {
    openConsole('/rides?page=3&_=drawer/vehicles&isHalfDrawer=true&displayBackText=Rides');
    const denied = await screen.findAllByRole('heading', { name: 'Access denied' }, { timeout: 5000 });
    expect(denied).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Go back' }), { key: 'Escape' });
    await waitFor(() => expect(path()).toBe('/rides?page=3'));
  });

  it('stores an accountsPreset given in the console address (spec 4.9)', async () => {
    openConsole('/rides?accountsPreset=ab');
    await screen.findByRole('heading', { name: 'Rides' }, { timeout: 5000 });
    expect(window.localStorage.getItem('accountsPreset')).toBe('ab');
  });

  it('stops at "Session outdated" when the account answers another timezone on focus (spec 2.10)', async () => {
    openConsole('/rides');
    await screen.findByRole('heading', { name: 'Rides' }, { timeout: 5000 });
    account = { ...SCHOOL, account: { ...SCHOOL.account, timezone: 'America/New_York' } };
    act(() => void window.dispatchEvent(new Event('focus')));
    await screen.findByText('This page cannot be displayed as your session has been outdated.');
    expect(path()).toBe('/account-timezone-error');
  });

  it('shows "Page not found" for an unknown path', async () => {
    openConsole('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 });
  });
});

describe('the error screen (spec 2.10)', () => {
  it('shows the original web error, then forgets it', async () => {
    window.history.replaceState({ usr: { error: { text: 'Database unavailable', originalError: { webError: { data: { code: 'DB_DOWN' } } } } }, key: 'e', idx: 0 }, '', '/error');
    render(<App />);
    await screen.findByRole('heading', { name: 'Error has occurred' }, { timeout: 5000 });
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Original Error:')).toBeInTheDocument();
    expect(screen.getByText(/"code": "DB_DOWN"/)).toBeInTheDocument();
    await waitFor(() => expect((window.history.state as { usr: unknown }).usr).toBeNull());
  });

  it('shows the context id of a server error, or the default text', async () => {
    window.history.replaceState({ usr: { error: { text: null, originalError: { webError: { data: { code: 'NOT_FOUND' }, contextId: 'ctx-42' } } } }, key: 'e', idx: 0 }, '', '/error');
    const { unmount } = render(<App />);
    await screen.findByText('contextId: ctx-42', {}, { timeout: 5000 });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to home page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    unmount();
  });
});
