import { loginUrlFor } from '../../src/shell/loginRedirect';

describe('app guard redirect (spec 2.2 step 2)', () => {
  it('appends the original URL, URL-encoded, as RelayState when it is not home', () => {
    expect(loginUrlFor('/rides', '?filter={"status":"late"}')).toBe('/login?RelayState=%2Frides%3Ffilter%3D%7B%22status%22%3A%22late%22%7D');
  });

  it.each(['/', '/home'])('sends a visit of %s to plain /login', (pathname) => {
    expect(loginUrlFor(pathname, '')).toBe('/login');
  });
});
