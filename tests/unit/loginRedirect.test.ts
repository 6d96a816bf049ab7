import { loginUrlFor, selectAccountUrlFor } from '../../src/shell/loginRedirect';

describe('app guard redirect (spec 2.2 step 2)', () => {
  it('appends the original URL, URL-encoded, as RelayState when it is not home', () => {
    expect(loginUrlFor('/rides', '?filter={"status":"late"}')).toBe('/login?RelayState=%2Frides%3Ffilter%3D%7B%22status%22%3A%22late%22%7D');
  });

  it.each(['/', '/home'])('sends a visit of %s to plain /login', (pathname) => {
    expect(loginUrlFor(pathname, '')).toBe('/login');
  });
});

describe('app guard redirect (spec 2.2 step 3)', () => {
  it('sends a signed-in user without an account to select-account with the same RelayState rule', () => {
    expect(selectAccountUrlFor('/drivers', '?page=2')).toBe('/select-account?RelayState=%2Fdrivers%3Fpage%3D2');
    expect(selectAccountUrlFor('/', '')).toBe('/select-account');
  });
});
