import type { LivePosition } from '../../permissions/liveFeeds';
import { FanoutProbe } from './fanoutProbe';
import type { DriveFigures, MeasuredWindow, VehicleRef } from './protocol';
import { REPORTS_PER_VEHICLE_PER_SECOND } from './settings';

/**
 * How often the driver wakes: each wake publishes the positions that fell due since the last, so a
 * second's reports are spread over it in steps this small, five to a batch. Shorter steps cost more
 * than they tell: a timer wake-up is dear on a virtual machine (up to a millisecond of CPU).
 */
const TICK_MS = 20;

/** Somewhere in the demo's region, moving a little with each report; six decimals, as devices send. */
function positionOf(vehicle: VehicleRef, report: number, now: number): LivePosition {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    vehicleId: vehicle.vehicleId,
    rideId: vehicle.rideId,
    // The publish time: watchers take their latency from it, on the same machine's clock.
    at: new Date(now).toISOString(),
    lat: round(38.4 + (vehicle.vehicleId % 400) * 0.001 + (report % 600) * 0.00001),
    lng: round(-121.6 + (vehicle.vehicleId % 300) * 0.001 + (report % 600) * 0.00001),
    speedKph: 20 + (report % 40),
    heading: (vehicle.vehicleId * 7 + report) % 360,
  };
}

/**
 * Publishes every vehicle's position once a second, vehicles spread evenly over the second, from now
 * until the window ends; counts the positions whose time lies in the window, and measures the
 * process's CPU time and what `probe` saw over it. When the event loop is late, the positions that
 * fell due go out at once, late: the delay shows in the watchers' latency rather than being hidden.
 */
export function drivePositions(vehicles: VehicleRef[], window: MeasuredWindow, probe: FanoutProbe, publish: (position: LivePosition) => void): Promise<DriveFigures> {
  const started = Date.now();
  const perMs = (vehicles.length * REPORTS_PER_VEHICLE_PER_SECOND) / 1000;
  let sent = 0;
  let published = 0;
  let atStart: { at: number; cpu: NodeJS.CpuUsage; probe: ReturnType<FanoutProbe['reading']> } | undefined;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = Date.now();
      if (!atStart && now >= window.startMs) atStart = { at: now, cpu: process.cpuUsage(), probe: probe.reading() };
      const due = Math.floor((Math.min(now, window.endMs) - started) * perMs);
      const positions: LivePosition[] = [];
      for (; sent < due; sent += 1) positions.push(positionOf(vehicles[sent % vehicles.length], Math.floor(sent / vehicles.length), now));
      probe.publishing(positions, publish);
      if (now >= window.startMs && now < window.endMs) published += positions.length;
      if (now < window.endMs) return;
      clearInterval(timer);
      const cpu = process.cpuUsage(atStart!.cpu);
      const seen = probe.reading();
      const percentOfWindow = (ms: number) => (ms / Math.max(1, now - atStart!.at)) * 100;
      resolve({
        published,
        cpuPercent: percentOfWindow((cpu.user + cpu.system) / 1000),
        busyPercent: percentOfWindow(seen.busyMs - atStart!.probe.busyMs),
        superseded: seen.superseded - atStart!.probe.superseded,
      });
    }, TICK_MS);
  });
}

/** The driver alone: positions made on the same schedule and dropped, to tell what making them costs. */
export function driveNowhere(vehicles: VehicleRef[], window: MeasuredWindow): Promise<DriveFigures> {
  return drivePositions(vehicles, window, new FanoutProbe(), () => undefined);
}

/** CPU time the process has used so far, in milliseconds. */
export function cpuTimeMs(): { cpuMs: number } {
  const { user, system } = process.cpuUsage();
  return { cpuMs: (user + system) / 1000 };
}
