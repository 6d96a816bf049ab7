import { ssoStartUrl } from '../../src/pages/login/navigation/relayTarget';

describe('single sign-on start address', () => {
  it('carries the RelayState to the server, encoded', () => {
    expect(ssoStartUrl('/api/auth/sso/start?config=3', '/rides?page=2')).toBe('/api/auth/sso/start?config=3&RelayState=%2Frides%3Fpage%3D2');
  });

  it('is left alone without a RelayState', () => {
    expect(ssoStartUrl('/api/auth/sso/start?config=3', null)).toBe('/api/auth/sso/start?config=3');
  });
});
