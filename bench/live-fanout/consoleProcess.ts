import type { LivePosition } from '../../permissions/liveFeeds';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { loadConfig } from '../../server/config';
import { startConsole } from '../../server/main';
import { issueDeviceToken } from '../../server/telematics/devices';
import { requiredEnv } from '../list-api/childServer';
import { fleetDemoSize, fleetOf } from './consoleFleet';
import { FanoutProbe } from './fanoutProbe';
import { cpuTimeMs, driveNowhere, drivePositions } from './positionDriver';
import { serveParent } from './processLink';
import type { ConsoleExchanges, ServerReady } from './protocol';
import { BATCH_MS, VEHICLES } from './settings';

/**
 * The console as `npm start` runs it (all three portals), seeding a demo fleet into an empty data
 * folder. The demo simulator and the late-ride sweep stay off: they would publish and write beside
 * the positions measured. Positions enter where the ingest hands them over, `LiveHub.publishPosition`,
 * under the tenant row of the vehicle's ride.
 */
const running = await startConsole(loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: requiredEnv('BENCH_DATA_DIR'),
  SIMULATOR: 'false',
  LATE_RIDE_SWEEP: 'false',
  // No proxy in front to send requests elsewhere while it drains: it stops at once.
  SHUTDOWN_DRAIN_MS: '0',
  LIVE_BATCH_MS: String(BATCH_MS),
}), { log: () => undefined, demoSize: fleetDemoSize(VEHICLES) });
const fleet = await fleetOf(running.database.db, VEHICLES);
const tenantRows = new Map(fleet.map((vehicle) => [vehicle.vehicleId, vehicle.tenantRow]));
const probe = new FanoutProbe();
const hub = running.live;
const publish = (position: LivePosition) => hub.publishPosition(position, TENANT_COLUMNS.rides!, tenantRows.get(position.vehicleId)!);
// The hub's batch timer calls `this.flush()`: wrapped on the instance, the probe sees every batch go out.
const hubFlush = hub.flush.bind(hub);
hub.flush = () => probe.flushing(hubFlush);

// The admin portal is the first; its URL says localhost, which may resolve to ::1 while it listens on 127.0.0.1.
const ready: ServerReady = {
  url: running.portals[0].url.replace('localhost', '127.0.0.1'),
  vehicles: fleet.map(({ vehicleId, rideId }) => ({ vehicleId, rideId })),
};
serveParent<ConsoleExchanges>(ready, {
  drive: ({ window, vehicles, nowhere }) => (nowhere ? driveNowhere(vehicles, window) : drivePositions(vehicles, window, probe, publish)),
  cpuTime: async () => cpuTimeMs(),
  deviceTokens: async ({ count }) => {
    const tokens = [];
    for (const { vehicleId } of fleet.slice(0, count)) tokens.push({ vehicleId, token: await issueDeviceToken(running.database.db, vehicleId) });
    return tokens;
  },
}, () => running.stop());
