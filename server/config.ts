import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, flag, fraction, integer, oneOf, url, type Env } from './envValues';
import type { SimulatorSettings } from './telematics/simulator';

export { ConfigError };

/** The three portals of spec 1.1; a process without USER_ROLE serves all three. */
export const DEPLOYMENT_ROLES = ['admin', 'vendor', 'enterprise'] as const;
export type DeploymentRole = (typeof DEPLOYMENT_ROLES)[number];

export const APP_ENVS = ['development', 'sandbox', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface Config {
  productName: string;
  /** Port of the admin portal; vendor and enterprise follow on +1 and +2 when USER_ROLE is unset. */
  port: number;
  host: string;
  userRole: DeploymentRole | undefined;
  appEnv: AppEnv;
  dataDir: string;
  /** PostgreSQL when set, embedded SQLite under dataDir otherwise. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Base of every link a portal mails or redirects to; never taken from a request's Host. */
  publicUrls: Record<DeploymentRole, string>;
  charterPortalUrl: string | undefined;
  charterLoginPath: string;
  appUpdateCheckIntervalSeconds: number;
  demoPassword: string;
  /** Seed the demo operation into an empty database at start. */
  seedDemo: boolean;
  /** The share of a month of ride history the demo is seeded with (DEMO_SCALE; 1 by default). */
  demoScale: number;
  /** Demo vehicles driving their runs (server/telematics/simulator.ts); absent when off. */
  simulator: SimulatorSettings | undefined;
  /** Raise `late` route issues for rides not started in time. */
  lateRideSweep: boolean;
  /** Districts' nightly roster imports (ROSTER_SYNC), each from its folder `district-<id>` in ROSTER_DROP_DIR. */
  rosterSync: boolean;
  rosterDropDir: string;
  /**
   * Console processes on this machine (WORKERS: a number, or `auto` for one per core; one per core
   * by default in production, else 1): server/cluster/supervisor.ts.
   */
  workers: number;
  /**
   * How long a process holds the lease on the deployment's once-only work without renewing it
   * (LEASE_TTL_MS, 30 s): when its holder dies, another process takes the work over within it.
   */
  leaseTtlMs: number;
  /**
   * How long a stopping process answers its health check "draining" before it stops taking requests
   * (SHUTDOWN_DRAIN_MS, 3 s): time for the proxy in front to send new requests elsewhere.
   */
  shutdownDrainMs: number;
  /**
   * The longest a busy room's vehicle positions are gathered before they go out as one message
   * (LIVE_BATCH_MS): shorter is fresher on the map and costs more writes to every watching socket.
   */
  liveBatchMs: number;
  /**
   * Draw a console page on the server when a signed-in browser opens a declared entity's section
   * (SERVER_DRAWN_PAGES; on by default): its rows show before the console's code has arrived.
   */
  serverDrawnPages: boolean;
  /**
   * The web app is built with a Google Maps key (VITE_GOOGLE_MAPS_API_KEY, which the build reads from
   * the same environment when `npm start` builds): the Content-Security-Policy allows Google's map hosts.
   */
  googleMaps: boolean;
  /** The street maps under every MapLibre map (MAP_STYLE_URL, MAP_HOSTS): see MapSettings. */
  maps: MapSettings;
  /** Where addresses are looked up (GEOCODER, GEOCODER_URL, GEOCODER_KEY, GEOCODER_RATE); absent: none, pins are placed by hand. */
  geocoder: GeocoderSettings | undefined;
  version: string;
  logLevel: string;
}

/**
 * Where the console's MapLibre maps take their streets from: a MapLibre style (`styleUrl`; null draws
 * the console's own plain ground with no streets) and the hosts that style's tiles, glyphs and
 * sprites come from, which the Content-Security-Policy lets the browser reach, and no other.
 */
export interface MapSettings {
  styleUrl: string | null;
  hosts: string[];
  /**
   * A basemap the console serves itself (MAP_PMTILES, a PMTiles file such as a state's extract): its
   * style is then the console's own, `SELF_HOSTED_STYLE_PATH`, and MAP_STYLE_URL is not used.
   */
  pmtilesFile: string | null;
}

export const GEOCODER_KINDS = ['nominatim', 'google', 'none'] as const;

/**
 * The service the server asks where an address is: one speaking the Nominatim search API
 * (Nominatim, Photon, Pelias's compatible endpoint) or Google's Geocoding API with a key. The
 * browser never calls it, so no key leaves the server.
 */
export interface GeocoderSettings {
  kind: 'nominatim' | 'google';
  /** Nominatim: the service's base (`/search` follows); Google: the Geocoding API's address. */
  url: string;
  key: string | undefined;
  /** The most requests a second the service's usage policy allows (Nominatim's public service: 1). */
  ratePerSecond: number;
}

export const DEFAULT_GEOCODER_URLS = { nominatim: 'https://nominatim.openstreetmap.org', google: 'https://maps.googleapis.com/maps/api/geocode/json' } as const;

/** Where the console serves the style of a basemap it hosts itself (server/routes/selfHostedMap.ts). */
export const SELF_HOSTED_STYLE_PATH = '/api/map/style.json';

/** An OpenStreetMap style that needs no key, its tiles, glyphs and sprites on the same host. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** The demo users' password unless DEMO_PASSWORD says otherwise: public, written on the front page. */
export const DEFAULT_DEMO_PASSWORD = 'Transit-Demo-2026';

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65533);
  return {
    productName: env.PRODUCT_NAME?.trim() || 'Transitline',
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    userRole: oneOf(env, 'USER_ROLE', DEPLOYMENT_ROLES),
    appEnv: oneOf(env, 'APP_ENV', APP_ENVS, 'development') as AppEnv,
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    publicUrls: publicUrlsOf(env, port),
    charterPortalUrl: url(env, 'CHARTER_PORTAL_URL', ['http:', 'https:']),
    charterLoginPath: env.CHARTER_LOGIN_PATH?.trim() || 'charter-login',
    appUpdateCheckIntervalSeconds: integer(env, 'APP_UPDATE_CHECK_INTERVAL_SECONDS', 300, 0, 86400),
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    seedDemo: flag(env, 'SEED_DEMO', true),
    demoScale: fraction(env, 'DEMO_SCALE', 1, 100),
    simulator: simulatorOf(env),
    lateRideSweep: flag(env, 'LATE_RIDE_SWEEP', true),
    rosterSync: flag(env, 'ROSTER_SYNC', true),
    rosterDropDir: path.resolve(env.ROSTER_DROP_DIR?.trim() || path.join(env.DATA_DIR?.trim() || 'data', 'roster-drops')),
    workers: workersOf(env, port),
    leaseTtlMs: integer(env, 'LEASE_TTL_MS', 30_000, 1_000, 600_000),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 3_000, 0, 120_000),
    liveBatchMs: integer(env, 'LIVE_BATCH_MS', 40, 10, 1000),
    serverDrawnPages: flag(env, 'SERVER_DRAWN_PAGES', true),
    googleMaps: Boolean(env.VITE_GOOGLE_MAPS_API_KEY?.trim()),
    maps: mapSettingsOf(env),
    geocoder: geocoderOf(env),
    version: env.APP_VERSION?.trim() || packageVersion(),
    logLevel: env.LOG_LEVEL?.trim() || 'warn',
  };
}

/** Worker k of several serves on PORT + WORKER_PORT_STEP·k (and, with every portal, the two ports after it). */
export const WORKER_PORT_STEP = 10;
const MAX_WORKERS = 64;

/** The environment a supervisor starts worker `index` with: its own, the worker's ports and index. */
export function workerEnvironment(index: number, port: number): NodeJS.ProcessEnv {
  return { ...process.env, WORKERS: '1', WORKER_INDEX: String(index), PORT: String(port) };
}

function workersOf(env: Env, port: number): number {
  const raw = env.WORKERS?.trim().toLowerCase();
  const production = env.APP_ENV?.trim() === 'production';
  // A worker the supervisor started is one process, whatever the deployment's count.
  // One per core by default in production, on a fixed port (any free port, PORT=0, is one process's).
  const workers = env.WORKER_INDEX !== undefined ? 1
    : raw === 'auto' || (!raw && production && port !== 0) ? Math.min(MAX_WORKERS, os.availableParallelism()) : integer(env, 'WORKERS', 1, 1, MAX_WORKERS);
  if (workers > 1 && port === 0) throw new ConfigError('WORKERS above 1 needs a fixed PORT: worker k serves on PORT + 10·k.');
  if (port + (workers - 1) * WORKER_PORT_STEP + 2 > 65535) throw new ConfigError(`PORT ${port} leaves no room for ${workers} workers (worker k serves on PORT + 10·k).`);
  return workers;
}

function mapSettingsOf(env: Env): MapSettings {
  const hosts = (env.MAP_HOSTS ?? '').split(',').map((host) => host.trim()).filter(Boolean).map((host) => {
    const origin = url({ MAP_HOSTS: host }, 'MAP_HOSTS', ['http:', 'https:'])!;
    return new URL(origin).origin;
  });
  const pmtilesFile = env.MAP_PMTILES?.trim();
  if (pmtilesFile) {
    const file = path.resolve(pmtilesFile);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new ConfigError(`MAP_PMTILES names no file (${file}).`);
    return { styleUrl: SELF_HOSTED_STYLE_PATH, hosts, pmtilesFile: file };
  }
  const styleUrl = env.MAP_STYLE_URL?.trim() === 'none' ? null : url(env, 'MAP_STYLE_URL', ['http:', 'https:']) ?? DEFAULT_MAP_STYLE_URL;
  return { styleUrl, hosts: [...new Set([...(styleUrl ? [new URL(styleUrl).origin] : []), ...hosts])], pmtilesFile: null };
}

function geocoderOf(env: Env): GeocoderSettings | undefined {
  const kind = oneOf(env, 'GEOCODER', GEOCODER_KINDS, 'none');
  if (kind === 'none' || kind === undefined) return undefined;
  const key = env.GEOCODER_KEY?.trim() || undefined;
  if (kind === 'google' && !key) throw new ConfigError('GEOCODER=google needs GEOCODER_KEY (a Geocoding API key).');
  return {
    kind,
    url: (url(env, 'GEOCODER_URL', ['http:', 'https:']) ?? DEFAULT_GEOCODER_URLS[kind]).replace(/\/$/, ''),
    key,
    ratePerSecond: fraction(env, 'GEOCODER_RATE', kind === 'nominatim' ? 1 : 20, 1000),
  };
}

/** On by default with the demo (SEED_DEMO) outside production; SIMULATOR=true|false decides otherwise. */
function simulatorOf(env: Env): SimulatorSettings | undefined {
  const demo = flag(env, 'SEED_DEMO', true) && env.APP_ENV?.trim() !== 'production';
  if (!flag(env, 'SIMULATOR', demo)) return undefined;
  return {
    intervalMs: integer(env, 'SIMULATOR_INTERVAL_MS', 3000, 200, 60_000),
    speed: integer(env, 'SIMULATOR_SPEED', 1, 1, 600),
    keepOnRoad: integer(env, 'SIMULATOR_KEEP_ON_ROAD', 12, 0, 5000),
    maxVehicles: integer(env, 'SIMULATOR_MAX_VEHICLES', 150, 1, 5000),
  };
}

/**
 * PUBLIC_URL is the admin portal's address (or the only portal's, with USER_ROLE);
 * PUBLIC_URL_VENDOR and PUBLIC_URL_ENTERPRISE the others'. Unset, they are localhost on their ports.
 */
function publicUrlsOf(env: Env, port: number): Record<DeploymentRole, string> {
  const role = env.USER_ROLE?.trim() as DeploymentRole | undefined;
  const fallback = (index: number) => `http://localhost:${port + index}`;
  const base = (name: string, index: number) => (url(env, name, ['http:', 'https:']) ?? fallback(index)).replace(/\/$/, '');
  if (role && DEPLOYMENT_ROLES.includes(role)) {
    const single = base('PUBLIC_URL', 0);
    return { admin: single, vendor: single, enterprise: single };
  }
  return { admin: base('PUBLIC_URL', 0), vendor: base('PUBLIC_URL_VENDOR', 1), enterprise: base('PUBLIC_URL_ENTERPRISE', 2) };
}

/** The portals one process serves, each on its own port. */
export function deploymentsOf(config: Config): { role: DeploymentRole; port: number }[] {
  if (config.userRole) return [{ role: config.userRole, port: config.port }];
  return DEPLOYMENT_ROLES.map((role, index) => ({ role, port: config.port === 0 ? 0 : config.port + index }));
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
