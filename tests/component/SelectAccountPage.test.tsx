import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountResponse, AccountsResponse } from '../../permissions/accountContext';
import { goTo, replaceWith } from '../../src/pages/login/navigation/browserLocation';
import { NOT_SIGNED_IN, openPublicPage } from './publicPageTesting';

jest.mock('../../src/pages/login/navigation/browserLocation', () => ({
  ...jest.requireActual('../../src/pages/login/navigation/browserLocation'),
  goTo: jest.fn(),
  replaceWith: jest.fn(),
}));

const VENDORS: AccountsResponse = {
  accounts: [
    { id: 11, name: 'Summit Student Transportation', subAccounts: [{ id: 101, name: 'North Yard' }, { id: 102, name: 'South Yard' }, { id: 103, name: 'East Yard' }] },
    { id: 12, name: 'Bright Path Bus Co.', subAccounts: [{ id: 201, name: 'Main Yard' }] },
  ],
};

function sessionAccount(isSubAccountsRequired: boolean): AccountResponse {
  return {
    account: { accountId: null, subAccountIds: [], name: '', isAccountRequired: true, isSubAccountsRequired, timezone: 'America/Chicago', imagePath: null, canSwitchAccount: true },
    permissions: [],
    userRole: 'vendor',
  };
}

const selections: unknown[] = [];

const server = setupServer(
  http.get('/api/auth/check', () => HttpResponse.json({ userId: 3, isAccountSelected: false, isImpersonation: false })),
  http.get('/api/accounts', () => HttpResponse.json(VENDORS)),
  http.get('/api/account', () => HttpResponse.json(sessionAccount(true))),
  http.post('/api/account', async ({ request }) => {
    selections.push(await request.json());
    await delay(20);
    return HttpResponse.json(sessionAccount(true));
  }),
);

beforeAll(() => {
  // A vendor portal, whose sub-accounts are yards; read by appConfig() at first render.
  document.head.insertAdjacentHTML('beforeend', '<script type="application/json" id="app-config">{"userRole":"vendor"}</script>');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  selections.length = 0;
  window.localStorage.clear();
  jest.clearAllMocks();
});
afterAll(() => server.close());

describe('Select account (spec 2.7, 4.2)', () => {
  it('sends a visitor who is not signed in to login, keeping the RelayState (spec 2.2)', async () => {
    server.use(http.get('/api/auth/check', () => HttpResponse.json(NOT_SIGNED_IN, { status: 401 })));
    openPublicPage('/select-account?RelayState=%2Frides');
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/login?RelayState=%2Frides'));
  });

  it('sends the chosen account and yards with the relayState, showing loading until set, then opens the console', async () => {
    openPublicPage('/select-account?RelayState=%2Fyards');
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: '11' } });
    const yards = within(screen.getByRole('group', { name: 'Yards' }));
    fireEvent.click(yards.getByLabelText('North Yard'));
    fireEvent.click(yards.getByLabelText('East Yard'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/yards'));
    expect(selections).toEqual([{ accountId: 11, subAccountIds: [101, 103], relayState: '/yards' }]);
  });

  it('asks for an account, then for at least one yard when sub-accounts are required', async () => {
    openPublicPage('/select-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an account');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one'));
    expect(selections).toEqual([]);
  });

  it('preselects the only account and its only yard', async () => {
    server.use(http.get('/api/accounts', () => HttpResponse.json({ accounts: [VENDORS.accounts[1]] })));
    openPublicPage('/select-account');
    expect(await screen.findByLabelText('Account')).toHaveValue('12');
    expect(screen.getByLabelText('Main Yard')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(selections).toEqual([{ accountId: 12, subAccountIds: [201] }]);
  });

  it('asks for no sub-account when none is required', async () => {
    server.use(http.get('/api/account', () => HttpResponse.json(sessionAccount(false))));
    openPublicPage('/select-account');
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: '11' } });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(selections).toEqual([{ accountId: 11, subAccountIds: [] }]);
  });

  it('shows the server\'s message when the account cannot be set', async () => {
    server.use(http.post('/api/account', () => HttpResponse.json({ message: 'That account is closed', code: 'ACCOUNT_CLOSED', contextId: 'c4' }, { status: 403 })));
    openPublicPage('/select-account');
    fireEvent.change(await screen.findByLabelText('Account'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That account is closed');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('signs out with "Logout"', async () => {
    openPublicPage('/select-account');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(goTo).toHaveBeenCalledWith('/logout');
  });

  it('stores an accountsPreset of 1 to 3 characters and forgets it on "null" (spec 4.9)', async () => {
    openPublicPage('/select-account?accountsPreset=ab');
    await screen.findByLabelText('Account');
    expect(window.localStorage.getItem('accountsPreset')).toBe('ab');
    openPublicPage('/select-account?accountsPreset=null');
    await waitFor(() => expect(window.localStorage.getItem('accountsPreset')).toBeNull());
  });
});
