import { driverDocumentSettingsProblem } from '../../resources/settings/driverDocumentSettings';
import { normalizeDomains, ssoSettingsProblem } from '../../resources/settings/ssoSettings';
import { orderedWindows, standbyProblem } from '../../resources/settings/standbyConfiguration';

const sso = { version: 1, displayName: 'District sign-in', issuer: 'https://login.district.org', clientId: 'console', domains: ['district.org'], enabled: true };

/** The rules the settings screens and the server share (resources/settings). */
describe('settings rules', () => {
  it('accepts a provider at an https issuer, or plain http on this machine only', () => {
    expect(ssoSettingsProblem(sso, true)).toBeNull();
    expect(ssoSettingsProblem({ ...sso, issuer: 'http://127.0.0.1:4000/realm' }, true)).toBeNull();
    expect(ssoSettingsProblem({ ...sso, issuer: 'https://login.district.org/?x=1' }, true)).toBe('The issuer must not carry a user name, a query or a fragment.');
    expect(ssoSettingsProblem({ ...sso, issuer: 'ftp://login.district.org' }, true)).toBe('The issuer must be an https address.');
  });

  it('needs a secret for a new provider only, and lists domains lower-cased once', () => {
    expect(ssoSettingsProblem({ ...sso, version: null }, false)).toBe('Enter the client secret the provider issued.');
    expect(ssoSettingsProblem({ ...sso, version: null, clientSecret: 'a-long-secret' }, false)).toBeNull();
    expect(normalizeDomains([' District.ORG ', '@staff.district.org', ''])).toEqual(['district.org', 'staff.district.org']);
    expect(ssoSettingsProblem({ ...sso, domains: ['district.org', 'DISTRICT.org'] }, true)).toBe('Each domain may be listed once.');
    expect(ssoSettingsProblem({ ...sso, domains: ['localhost'] }, true)).toBe('"localhost" is not an e-mail domain (such as district.org).');
  });

  it('keeps standby windows inside the standby day, apart, and in the order of the day', () => {
    const windows = [{ startsAt: '13:30', endsAt: '17:00', driversNeeded: 2 }, { startsAt: '05:30', endsAt: '09:00', driversNeeded: 3 }];
    expect(standbyProblem({ dayStartsAt: '05:00', windows })).toBeNull();
    expect(orderedWindows(windows).map((window) => window.startsAt)).toEqual(['05:30', '13:30']);
    expect(standbyProblem({ dayStartsAt: '25:00', windows })).toBe('The standby day start must be a time (HH:MM).');
    expect(standbyProblem({ dayStartsAt: '05:00', windows: [...windows, { startsAt: '16:00', endsAt: '18:00', driversNeeded: 1 }] })).toBe('The windows from 13:30 and 16:00 overlap.');
  });

  it('knows the driver document types by code, each once, with a warning window of 0 to 365 days', () => {
    expect(driverDocumentSettingsProblem([{ typeCode: 'cdl', required: true, warningDays: 60 }])).toBeNull();
    expect(driverDocumentSettingsProblem([{ typeCode: 'cdl', required: true, warningDays: 60 }, { typeCode: 'cdl', required: false, warningDays: 30 }])).toBe('The document type cdl is listed twice.');
    expect(driverDocumentSettingsProblem([{ typeCode: 'cdl', required: true, warningDays: 366 }])).toBe('The warning window must be a whole number of days from 0 to 365.');
  });
});
