import { createAuthProvider } from '../../src/providers/authProvider';
import { PATH_AFTER_LOGIN_KEY } from '../../src/shell/storedPath';

const session = {
  check: { userId: 5, isAccountSelected: true, isImpersonation: false },
  account: { account: { accountId: 1, subAccountIds: [], name: 'Cedar Valley', isAccountRequired: false, isSubAccountsRequired: false, timezone: 'America/Los_Angeles', imagePath: null, canSwitchAccount: false }, permissions: ['RIDE_VIEW'], userRole: 'enterprise' as const },
  profile: { name: { first: 'Diane', last: 'Castillo' }, email: 'district@example.com', phoneNumber: '', avatarPath: null },
};

describe('session end inside the console (spec 4.6)', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the current path when an API call says the session is gone', async () => {
    window.history.pushState({}, '', '/drivers?page=3');
    await expect(createAuthProvider(session).checkError({ status: 401 })).rejects.toEqual({ status: 401 });
    expect(window.localStorage.getItem(PATH_AFTER_LOGIN_KEY)).toBe('/drivers?page=3');
  });

  it('keeps the session on other errors', async () => {
    window.history.pushState({}, '', '/drivers');
    await expect(createAuthProvider(session).checkError({ status: 403 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem(PATH_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('answers who is signed in and with which codes', async () => {
    const provider = createAuthProvider(session);
    expect(await provider.getIdentity!()).toEqual({ id: 5, fullName: 'Diane Castillo', avatar: undefined });
    expect(await provider.getPermissions!({})).toEqual(['RIDE_VIEW']);
  });
});
