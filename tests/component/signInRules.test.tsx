import type { CheckResponse, SessionAccount } from '../../permissions/accountContext';
import { emailRules, loginPasswordRules, passwordSetupRules, selectAccountRules } from '../../src/pages/login/forms/signInRules';
import { forgotPasswordHref, isPublicPath, normalizedPath } from '../../src/pages/login/navigation/publicPaths';
import { parsePublicQuery, withoutQueryParam } from '../../src/pages/login/navigation/publicQuery';
import { consoleTarget, isSafeConsolePath, loginUrl, needsAccountSelection, selectAccountUrl, signedInLoginRedirect } from '../../src/pages/login/navigation/relayTarget';
import { initialSelection, rememberAccountsPreset } from '../../src/pages/login/selectAccount/accountSelection';

// The pure rules behind the sign-in pages. Nothing here needs a DOM; they sit with the component
// tests so that one folder holds everything the sign-in pages are checked for.

describe('where the console opens after sign-in', () => {
  it('opens the RelayState when it is a path of this site', () => {
    expect(consoleTarget('/rides?filter=%7B%7D', '/vehicles')).toBe('/rides?filter=%7B%7D');
  });

  it.each(['//evil.example/rides', '/\\evil.example', 'https://evil.example/', 'rides', 'javascript:alert(1)', ''])(
    'refuses the RelayState %p and falls back to the stored path',
    (relayState) => {
      expect(isSafeConsolePath(relayState)).toBe(false);
      expect(consoleTarget(relayState, '/vehicles/12')).toBe('/vehicles/12');
    },
  );

  it('opens home when neither the relay nor the stored path is usable', () => {
    expect(consoleTarget(null, null)).toBe('/');
    expect(consoleTarget(null, 'https://evil.example/')).toBe('/');
  });

  it('carries the RelayState, URL-encoded, to login and select-account', () => {
    expect(loginUrl('/rides?status=late')).toBe('/login?RelayState=%2Frides%3Fstatus%3Dlate');
    expect(selectAccountUrl(null)).toBe('/select-account');
  });
});

describe('login route guard (spec 2.2)', () => {
  const check = (isAccountSelected: boolean): CheckResponse => ({ userId: 1, isAccountSelected, isImpersonation: false });
  const query = (search: string) => parsePublicQuery(search);

  it('lets an anonymous visitor sign in', () => {
    expect(signedInLoginRedirect(null, query(''), 'charter-login')).toBeNull();
  });

  it('sends a signed-in user home, or to select-account with the relay when no account is chosen', () => {
    expect(signedInLoginRedirect(check(true), query('?RelayState=%2Frides'), 'charter-login')).toBe('/');
    expect(signedInLoginRedirect(check(false), query('?RelayState=%2Frides'), 'charter-login')).toBe('/select-account?RelayState=%2Frides');
  });

  it('keeps a signed-in user on the login page for the charter handoff or with forceLogin', () => {
    expect(signedInLoginRedirect(check(true), query('?RelayState=%2Fcharter-login%3Ftarget%3Dx'), 'charter-login')).toBeNull();
    expect(signedInLoginRedirect(check(true), query('?forceLogin=true'), 'charter-login')).toBeNull();
  });
});

describe('account selection (spec 4.2)', () => {
  const account = (changes: Partial<SessionAccount>): SessionAccount => ({
    accountId: null, subAccountIds: [], name: '', isAccountRequired: false, isSubAccountsRequired: false, timezone: 'UTC', imagePath: null, canSwitchAccount: false, ...changes,
  });

  it('is needed when an account or sub-account is required and none is chosen', () => {
    expect(needsAccountSelection(account({ isAccountRequired: true }))).toBe(true);
    expect(needsAccountSelection(account({ isSubAccountsRequired: true }))).toBe(true);
    expect(needsAccountSelection(account({ isAccountRequired: true, accountId: 4 }))).toBe(false);
    expect(needsAccountSelection(account({}))).toBe(false);
  });

  it('starts from the session account, else the only account', () => {
    const accounts = [{ id: 4, name: 'A', subAccounts: [{ id: 40, name: 'A1' }] }, { id: 5, name: 'B', subAccounts: [] }];
    expect(initialSelection(accounts, account({ accountId: 5, subAccountIds: [] }))).toEqual({ accountId: '5', subAccountIds: [] });
    expect(initialSelection(accounts.slice(0, 1), account({}))).toEqual({ accountId: '4', subAccountIds: [40] });
    expect(initialSelection(accounts, account({}))).toEqual({ accountId: '', subAccountIds: [] });
  });

  it('keeps an accountsPreset of 1 to 3 characters (spec 4.9)', () => {
    const storage = window.localStorage;
    rememberAccountsPreset('?accountsPreset=abcd', storage);
    expect(storage.getItem('accountsPreset')).toBeNull();
    rememberAccountsPreset('?accountsPreset=abc', storage);
    expect(storage.getItem('accountsPreset')).toBe('abc');
    rememberAccountsPreset('?accountsPreset=null', storage);
    expect(storage.getItem('accountsPreset')).toBeNull();
  });
});

describe('addresses of the sign-in pages', () => {
  it('reads the query parameters they act on', () => {
    expect(parsePublicQuery('?token=t1&RelayState=%2Frides&error=user-not-found&forceLogin&email=dispatcher%40example.com')).toEqual({
      token: 't1', relayState: '/rides', error: 'user-not-found', forceLogin: true, email: 'dispatcher@example.com',
    });
    expect(parsePublicQuery('')).toEqual({ token: null, relayState: null, error: null, forceLogin: false, email: null });
  });

  it('links "Forgot your password?" with the e-mail typed, and only that', () => {
    expect(forgotPasswordHref('dispatcher+am@example.com')).toBe('/forgot-password?email=dispatcher%2Bam%40example.com');
    expect(forgotPasswordHref('')).toBe('/forgot-password');
  });

  it('drops one parameter and keeps the rest', () => {
    expect(withoutQueryParam('/login?token=t1&RelayState=%2Frides#top', 'token')).toBe('/login?RelayState=%2Frides#top');
    expect(withoutQueryParam('/new-user?token=t1', 'token')).toBe('/new-user');
  });

  it('knows its pages, with or without a trailing slash', () => {
    expect(isPublicPath(normalizedPath('/login/'))).toBe(true);
    expect(isPublicPath('/rides')).toBe(false);
  });
});

describe('form rules (spec 5)', () => {
  it('trims a valid login e-mail and names the broken rule of an invalid one', () => {
    expect(emailRules({ email: ' a@b.example ' })).toEqual({ valid: true, values: { email: 'a@b.example' } });
    expect(emailRules({ email: '   ' })).toEqual({ valid: false, errors: { email: 'login.emailRequired' } });
    expect(emailRules({ email: 'someone@' })).toEqual({ valid: false, errors: { email: 'login.emailInvalid' } });
    expect(emailRules({ email: 'some one@b.example' })).toEqual({ valid: false, errors: { email: 'login.emailInvalid' } });
  });

  it('sends a login only with a password', () => {
    expect(loginPasswordRules({ password: '' })).toEqual({ valid: false, errors: { password: 'login.passwordRequired' } });
    expect(loginPasswordRules({ password: ' x ' })).toEqual({ valid: true, values: { password: ' x ' } });
  });

  it('reports a password confirmation that is missing or does not match', () => {
    expect(passwordSetupRules({ password: 'Bus-Yard-123', confirmPassword: 'Bus-Yard-124' })).toMatchObject({ valid: false, errors: { confirmPassword: 'passwordSetup.mismatch' } });
    expect(passwordSetupRules({ password: '', confirmPassword: '' })).toMatchObject({
      valid: false, errors: { password: 'passwordSetup.passwordRequired', confirmPassword: 'passwordSetup.confirmRequired' },
    });
    expect(passwordSetupRules({ password: 'Bus-Yard-123', confirmPassword: 'Bus-Yard-123' })).toEqual({ valid: true, values: { password: 'Bus-Yard-123' } });
  });

  it('asks for an account, and for a sub-account only where the session requires one', () => {
    expect(selectAccountRules(true)({ accountId: '', subAccountIds: [] })).toMatchObject({
      valid: false, errors: { accountId: 'selectAccount.accountRequired', subAccountIds: 'selectAccount.subAccountsRequired' },
    });
    expect(selectAccountRules(false)({ accountId: '11', subAccountIds: [] })).toEqual({ valid: true, values: { accountId: 11, subAccountIds: [] } });
    expect(selectAccountRules(true)({ accountId: '11', subAccountIds: [101] })).toEqual({ valid: true, values: { accountId: 11, subAccountIds: [101] } });
  });
});
