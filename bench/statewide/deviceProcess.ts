import { Agent, request } from 'undici';
import { LatencyHistogram } from '../live-fanout/latencyHistogram';
import { serveParent } from '../live-fanout/processLink';
import type { DeviceExchanges, DeviceFigures, DeviceToken, MeasuredWindow } from './protocol';

/** Connections to the proxy: devices' posts share them, as a cellular gateway's would. */
const CONNECTIONS = 256;
const TICK_MS = 5;
const LATE_MS = 500;
/** A device gives up on a post unanswered this long (counted as no answer), as a real one would. */
const ANSWER_TIMEOUT_MS = 10_000;
/** Posts waiting for their answer at most: past it a device skips its turn, so that an overrun server is measured, not buried. */
const MAX_WAITING = 4_000;

// The proxy's certificate is made for the run.
const agent = new Agent({ connections: CONNECTIONS, keepAliveTimeout: 30_000, connect: { rejectUnauthorized: false } });

/**
 * The state's GPS devices: each posts its position once a second through the HTTP ingest, its
 * second's turn spread evenly over the fleet, until the window ends. A post does not wait for the
 * one before it: a device reports on time whatever the server's answer time.
 */
async function post(url: string, devices: DeviceToken[], window: MeasuredWindow): Promise<DeviceFigures> {
  const latency = new LatencyHistogram();
  const figures: DeviceFigures = { sent: 0, skipped: 0, acknowledged: 0, acknowledgedInWindow: 0, refused: {}, lateSends: 0, latency: { p50Ms: 0, p99Ms: 0 }, acknowledgedAt: {}, cpuPercent: 0 };
  const started = Date.now();
  const cpuAtStart = process.cpuUsage();
  const pending = new Set<Promise<void>>();
  const send = (device: DeviceToken, due: number) => {
    const now = Date.now();
    if (pending.size >= MAX_WAITING) {
      figures.skipped += 1;
      return;
    }
    if (now - due > LATE_MS) figures.lateSends += 1;
    figures.sent += 1;
    const position = { recordedAt: new Date(now).toISOString(), lat: 34 + (device.vehicleId % 500) * 0.002, lng: -81 + ((now / 1000) % 600) * 0.0001, speedKph: 40, heading: 90 };
    const sending = request(`${url}/api/telematics/positions`, {
      method: 'POST', dispatcher: agent, headersTimeout: ANSWER_TIMEOUT_MS, bodyTimeout: ANSWER_TIMEOUT_MS,
      headers: { authorization: `Bearer ${device.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ positions: [position] }),
    }).then(async ({ statusCode, body }) => {
      await body.dump();
      return statusCode;
    }, () => 0).then((status) => {
      if (now >= window.startMs) latency.record(Date.now() - now);
      if (status === 202) {
        figures.acknowledged += 1;
        if (now >= window.startMs) figures.acknowledgedInWindow += 1;
        (figures.acknowledgedAt[device.vehicleId] ??= []).push(now);
      } else {
        figures.refused[status] = (figures.refused[status] ?? 0) + 1;
      }
    });
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  };
  // Device i's turn in each second: i / devices of the way through it.
  let second = Math.floor(Date.now() / 1000) * 1000;
  let next = 0;
  while (Date.now() < window.endMs) {
    const now = Date.now();
    while (next < devices.length && second + Math.floor((next * 1000) / devices.length) <= now) {
      send(devices[next], second + Math.floor((next * 1000) / devices.length));
      next += 1;
    }
    if (next === devices.length) {
      next = 0;
      second += 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(pending);
  const cpu = process.cpuUsage(cpuAtStart);
  return { ...figures, latency: latency.percentiles(), cpuPercent: ((cpu.user + cpu.system) / 1000 / (Date.now() - started)) * 100 };
}

serveParent<DeviceExchanges>(null, { post: ({ url, devices, window }) => post(url, devices, window) }, () => agent.close());
