import os from 'node:os';
import path from 'node:path';
import { ConfigError, deploymentsOf, loadConfig } from '../../server/config';

describe('configuration (one typed module for every environment setting)', () => {
  it('defaults to port 8080, SQLite under data/, development, all three portals', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appEnv).toBe('development');
    expect(config.demoPassword).toBe('Transit-Demo-2026');
    expect(deploymentsOf(config)).toEqual([
      { role: 'admin', port: 8080 },
      { role: 'vendor', port: 8081 },
      { role: 'enterprise', port: 8082 },
    ]);
  });

  it('serves one portal on PORT when USER_ROLE is set', () => {
    expect(deploymentsOf(loadConfig({ USER_ROLE: 'vendor', PORT: '9000' }))).toEqual([{ role: 'vendor', port: 9000 }]);
  });

  it.each([
    [{ USER_ROLE: 'driver' }, 'USER_ROLE must be one of admin, vendor, enterprise (got "driver").'],
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65533 (got "eighty").'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL must start with postgres:// or postgresql://.'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL.'],
    [{ APP_ENV: 'staging' }, 'APP_ENV must be one of development, sandbox, production (got "staging").'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe").'],
    [{ SIMULATOR_SPEED: '0' }, 'SIMULATOR_SPEED must be a whole number from 1 to 600 (got "0").'],
    [{ SIMULATOR_INTERVAL_MS: 'fast' }, 'SIMULATOR_INTERVAL_MS must be a whole number from 200 to 60000 (got "fast").'],
    [{ LIVE_BATCH_MS: '5' }, 'LIVE_BATCH_MS must be a whole number from 10 to 1000 (got "5").'],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('drives the demo\'s vehicles with the demo, never by default in production or without the demo', () => {
    expect(loadConfig({}).simulator).toEqual({ intervalMs: 3000, speed: 1, keepOnRoad: 12, maxVehicles: 150 });
    expect(loadConfig({ APP_ENV: 'production' }).simulator).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'false' }).simulator).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'false', SIMULATOR: 'true', SIMULATOR_SPEED: '30' }).simulator?.speed).toBe(30);
    expect(loadConfig({}).lateRideSweep).toBe(true);
  });

  it('gathers a busy room\'s positions for 40 ms unless LIVE_BATCH_MS says otherwise', () => {
    expect(loadConfig({}).liveBatchMs).toBe(40);
    expect(loadConfig({ LIVE_BATCH_MS: '30' }).liveBatchMs).toBe(30);
  });

  it('takes links from PUBLIC_URL without a trailing slash, one address per portal', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.org/', PUBLIC_URL_VENDOR: 'https://vendors.example.org' }).publicUrls).toEqual({
      admin: 'https://console.example.org', vendor: 'https://vendors.example.org', enterprise: 'http://localhost:8082',
    });
    expect(loadConfig({ USER_ROLE: 'vendor', PUBLIC_URL: 'https://vendors.example.org' }).publicUrls.vendor).toBe('https://vendors.example.org');
  });

  it('runs one process unless WORKERS says more, one per core by default in production, and needs a fixed PORT for several', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(Math.min(64, os.availableParallelism()));
    expect(loadConfig({ APP_ENV: 'production' }).workers).toBe(Math.min(64, os.availableParallelism()));
    expect(loadConfig({ APP_ENV: 'production', PORT: '0' }).workers).toBe(1);
    // A worker the supervisor started is one process.
    expect(loadConfig({ WORKERS: '3', WORKER_INDEX: '1' }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: '2', PORT: '0' })).toThrow('WORKERS above 1 needs a fixed PORT');
    expect(() => loadConfig({ WORKERS: '8', PORT: '65500' })).toThrow(/leaves no room for 8 workers/);
    expect(loadConfig({}).leaseTtlMs).toBe(30_000);
    expect(loadConfig({}).shutdownDrainMs).toBe(3_000);
  });
});
