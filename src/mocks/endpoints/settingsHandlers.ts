import { http, HttpResponse } from 'msw';
import { DRIVER_DOCUMENT_TYPE_CODES, driverDocumentSettingsProblem, WARNING_DAYS, type DriverDocumentSettings, type DriverDocumentTypeSetting } from '../../../resources/settings/driverDocumentSettings';
import { normalizeDomains, ssoSettingsProblem, type SsoAccountKind, type SsoSettings, type SsoSettingsChange } from '../../../resources/settings/ssoSettings';
import { DEFAULT_STANDBY, orderedWindows, standbyProblem, type StandbyConfiguration, type StandbyConfigurationChange } from '../../../resources/settings/standbyConfiguration';
import { MOCK_ACCOUNT, MOCK_ACCOUNT_ID } from '../mockSession';
import { mockStore, type MockStore } from '../records/mockStore';
import { answered, badRequest, MockRefusal, notFound } from './mockReplies';

const stale = () => new MockRefusal(409, 'These settings were changed by someone else. Reload them and try again.', 'STALE_VERSION');
const refuse = (problem: string | null) => {
  if (problem) throw badRequest(problem, 'VALIDATION_FAILED');
};

/** Every account that may have its own identity provider: the operator's, each vendor's and district's. */
const ssoAccountsOf = (store: MockStore) => [
  { kind: 'operator' as const, id: MOCK_ACCOUNT_ID, name: MOCK_ACCOUNT.account.name },
  ...(['vendor', 'district'] as const).flatMap((kind) => store.rowsOf(`${kind}s`).map((row) => ({ kind, id: row.id, name: String(row.name) }))),
];

/** The settings as kept on this page: districts sign in through their own providers, the rest have none yet. */
const settingsKept = (store: MockStore) => store.kept('settings', () => ({
  sso: new Map(ssoAccountsOf(store).filter((account) => account.kind === 'district').map((account): [string, SsoSettings] => [`district:${account.id}`, {
    account, version: 1, displayName: `${account.name} staff`, issuer: `https://login.${String(store.byId('districts', account.id)?.code).toLowerCase()}.k12.or.us`,
    clientId: 'transitline-console', clientSecretSet: true, domains: [`${String(store.byId('districts', account.id)?.code).toLowerCase()}.k12.or.us`], enabled: account.id !== 2,
    redirectUri: `${window.location.origin}/api/auth/sso/callback`, updatedAt: new Date(store.clock.now - account.id * 86_400_000 * 9).toISOString(),
  }])),
  standby: new Map<number, StandbyConfiguration>(),
  documents: new Map<number, DriverDocumentTypeSetting[]>(),
}));

function ssoOf(kind: string, id: string): SsoSettings {
  const store = mockStore();
  const account = ssoAccountsOf(store).find((candidate) => candidate.kind === kind && candidate.id === Number(id));
  if (!account) throw notFound('No such account.');
  return settingsKept(store).sso.get(`${kind}:${id}`) ?? {
    account, version: null, displayName: account.name, issuer: '', clientId: '', clientSecretSet: false, domains: [], enabled: false,
    redirectUri: `${window.location.origin}/api/auth/sso/callback`, updatedAt: null,
  };
}

function standbyOf(store: MockStore): StandbyConfiguration[] {
  return store.rowsOf('yards').map((yard) => settingsKept(store).standby.get(yard.id) ?? {
    yardId: yard.id, yardName: String(yard.name), vendorId: Number(yard.vendorId), vendorName: String(store.byId('vendors', yard.vendorId)?.name),
    version: null, ...DEFAULT_STANDBY, updatedAt: null,
  }).sort((a, b) => a.vendorName.localeCompare(b.vendorName) || a.yardName.localeCompare(b.yardName));
}

function documentSettingsOf(store: MockStore, vendorId: string): DriverDocumentSettings {
  const vendor = store.byId('vendors', Number(vendorId));
  if (!vendor) throw notFound('No such vendor.');
  const kept = settingsKept(store).documents.get(vendor.id);
  return {
    vendor: { id: vendor.id, name: String(vendor.name) },
    types: kept ?? DRIVER_DOCUMENT_TYPE_CODES.map((typeCode, index) => ({ typeCode, required: index < 4, warningDays: WARNING_DAYS.default, version: null })),
  };
}

/** Settings (spec 1.2): single sign-on per account, standby per yard, driver documents per vendor. */
export const settingsHandlers = [
  http.get('/api/settings/sso/accounts', () => HttpResponse.json(ssoAccountsOf(mockStore()))),
  http.get<{ kind: SsoAccountKind; id: string }>('/api/settings/sso/:kind/:id', ({ params }) => answered(() => HttpResponse.json<SsoSettings>(ssoOf(params.kind, params.id)))),
  http.put<{ kind: SsoAccountKind; id: string }>('/api/settings/sso/:kind/:id', async ({ params, request }) => {
    const change = (await request.json()) as SsoSettingsChange;
    return answered(() => {
      const kept = ssoOf(params.kind, params.id);
      if (kept.version !== change.version) throw stale();
      refuse(ssoSettingsProblem(change, kept.clientSecretSet));
      const saved: SsoSettings = {
        ...kept, version: (kept.version ?? 0) + 1, displayName: change.displayName.trim(), issuer: change.issuer.trim().replace(/\/+$/, ''), clientId: change.clientId.trim(),
        clientSecretSet: kept.clientSecretSet || Boolean(change.clientSecret), domains: normalizeDomains(change.domains), enabled: change.enabled, updatedAt: new Date().toISOString(),
      };
      settingsKept(mockStore()).sso.set(`${params.kind}:${params.id}`, saved);
      return HttpResponse.json<SsoSettings>(saved);
    });
  }),
  http.get('/api/settings/standby', () => HttpResponse.json<StandbyConfiguration[]>(standbyOf(mockStore()))),
  http.put<{ yardId: string }>('/api/settings/standby/:yardId', async ({ params, request }) => {
    const change = (await request.json()) as StandbyConfigurationChange;
    return answered(() => {
      const yard = standbyOf(mockStore()).find((candidate) => candidate.yardId === Number(params.yardId));
      if (!yard) throw notFound('No such yard.');
      if (yard.version !== change.version) throw stale();
      refuse(standbyProblem(change));
      const saved = { ...yard, version: (yard.version ?? 0) + 1, dayStartsAt: change.dayStartsAt, windows: orderedWindows(change.windows), updatedAt: new Date().toISOString() };
      settingsKept(mockStore()).standby.set(yard.yardId, saved);
      return HttpResponse.json<StandbyConfiguration>(saved);
    });
  }),
  http.get('/api/settings/driver-documents/vendors', () => HttpResponse.json(mockStore().rowsOf('vendors').map((vendor) => ({ id: vendor.id, name: String(vendor.name) })))),
  http.get<{ vendorId: string }>('/api/settings/driver-documents/:vendorId', ({ params }) => answered(() => HttpResponse.json<DriverDocumentSettings>(documentSettingsOf(mockStore(), params.vendorId)))),
  http.put<{ vendorId: string }>('/api/settings/driver-documents/:vendorId', async ({ params, request }) => {
    const { types } = (await request.json()) as { types: DriverDocumentTypeSetting[] };
    return answered(() => {
      const store = mockStore();
      const current = documentSettingsOf(store, params.vendorId);
      refuse(driverDocumentSettingsProblem(types));
      const versions = new Map(current.types.map((type) => [type.typeCode, type.version]));
      if (types.some((type) => versions.get(type.typeCode) !== type.version)) throw stale();
      const changed = new Map(types.map((type) => [type.typeCode, { ...type, version: (type.version ?? 0) + 1 }]));
      settingsKept(store).documents.set(current.vendor.id, current.types.map((type) => changed.get(type.typeCode) ?? type));
      return HttpResponse.json<DriverDocumentSettings>(documentSettingsOf(store, params.vendorId));
    });
  }),
];
