/** The portal's settings, inlined by the server into the page (see server/web.ts). */
export interface AppConfig {
  productName: string;
  userRole: 'admin' | 'vendor' | 'enterprise';
  version: string;
  charterLoginPath: string;
  appUpdateCheckIntervalSeconds: number;
  /** The MapLibre style the maps draw streets from; null: the console's plain ground, no streets. */
  mapStyleUrl: string | null;
  /** Addresses can be looked up (`GET /api/geocode`); without, a location is placed by its pin alone. */
  addressLookup: boolean;
}

const FALLBACK: AppConfig = {
  productName: 'Transitline',
  userRole: 'admin',
  version: 'dev',
  charterLoginPath: 'charter-login',
  appUpdateCheckIntervalSeconds: 300,
  mapStyleUrl: null,
  addressLookup: false,
};

let cached: AppConfig | undefined;

export function appConfig(): AppConfig {
  if (!cached) {
    const element = typeof document === 'undefined' ? null : document.getElementById('app-config');
    cached = element?.textContent ? { ...FALLBACK, ...(JSON.parse(element.textContent) as Partial<AppConfig>) } : FALLBACK;
  }
  return cached;
}

/** Where there is no page to read them from (a page drawn on the server), the portal's settings are handed over. */
export function adoptAppConfig(config: AppConfig): void {
  cached = config;
}
