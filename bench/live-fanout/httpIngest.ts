import type { DevicePosition } from '../../server/telematics/ingest';
import { LatencyHistogram } from './latencyHistogram';
import type { DeviceToken, Percentiles } from './protocol';

/** Devices posting at the same time: more would only queue behind the database's one writer. */
export const INGEST_CONCURRENCY = 8;
/** A device reporting at 1 Hz that posts every ten seconds sends ten positions at a time. */
export const POSITIONS_PER_REQUEST = 10;
const WARM_UP_MS = 1_000;

export interface IngestFigures extends Percentiles {
  positionsPerSecond: number;
  requestsPerSecond: number;
  /** Server CPU over the measured seconds, as a percentage of one core. */
  cpuPercent: number;
}

/** The last POSITIONS_PER_REQUEST seconds of a device's reports, the newest now. */
function recentPositions(vehicleId: number, now: number): DevicePosition[] {
  return Array.from({ length: POSITIONS_PER_REQUEST }, (_, index) => {
    const age = POSITIONS_PER_REQUEST - 1 - index;
    return {
      recordedAt: new Date(now - age * 1000).toISOString(),
      lat: 38.4 + (vehicleId % 400) * 0.001 + index * 0.00005,
      lng: -121.6 + (vehicleId % 300) * 0.001 + index * 0.00005,
      speedKph: 30,
      heading: 90,
    };
  });
}

/** One device posting its batch; anything but 202 means the benchmark asks the wrong thing. */
async function post(url: string, device: DeviceToken): Promise<void> {
  const response = await fetch(`${url}/api/telematics/positions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ positions: recentPositions(device.vehicleId, Date.now()) }),
  });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`POST /api/telematics/positions answered ${response.status}: ${text}`);
}

/**
 * `POST /api/telematics/positions` as devices call it, INGEST_CONCURRENCY devices at a time taking
 * turns over `devices`, for a warm-up second and then `seconds`; the server's CPU time over those
 * seconds comes from `serverCpuMs`.
 */
export async function measureIngest(url: string, devices: DeviceToken[], seconds: number, serverCpuMs: () => Promise<number>): Promise<IngestFigures> {
  const latency = new LatencyHistogram();
  const startsAt = Date.now() + WARM_UP_MS;
  const endsAt = startsAt + seconds * 1000;
  let turn = 0;
  let cpuAtStart: Promise<number> | undefined;
  const device = async () => {
    while (Date.now() < endsAt) {
      const started = performance.now();
      const measured = Date.now() >= startsAt;
      if (measured) cpuAtStart ??= serverCpuMs();
      await post(url, devices[turn++ % devices.length]);
      if (measured) latency.record(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: INGEST_CONCURRENCY }, device));
  const cpuMs = (await serverCpuMs()) - (await cpuAtStart!);
  const measuredSeconds = (Date.now() - startsAt) / 1000;
  return {
    ...latency.percentiles(),
    requestsPerSecond: latency.count / measuredSeconds,
    positionsPerSecond: (latency.count * POSITIONS_PER_REQUEST) / measuredSeconds,
    cpuPercent: (cpuMs / 1000 / measuredSeconds) * 100,
  };
}
