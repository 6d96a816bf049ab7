import type { DeviceToken, MeasuredWindow, Percentiles } from '../live-fanout/protocol';

export type { DeviceToken, MeasuredWindow, Percentiles };

/** What the devices' process did over the run. */
export interface DeviceFigures {
  sent: number;
  /** Turns skipped because too many posts were waiting for their answer: the server fell behind. */
  skipped: number;
  /** Answered 202: the ingest took the position. */
  acknowledged: number;
  /** Of those, the ones sent inside the measured window. */
  acknowledgedInWindow: number;
  /** Answers other than 202, by status (0: no answer). */
  refused: Record<string, number>;
  /** Posts that left more than half a second after their time: the load generator fell behind. */
  lateSends: number;
  /** From a post leaving to its answer. */
  latency: Percentiles;
  /** Each vehicle's acknowledged positions (recordedAt, ms), for the check that none was lost. */
  acknowledgedAt: Record<number, number[]>;
  /** CPU of the devices' process over the run, as a percentage of one core. */
  cpuPercent: number;
}

export type DeviceExchanges = {
  /** Every device posts one position a second, spread evenly over each second, from now until the window ends. */
  post: { request: { url: string; devices: DeviceToken[]; window: MeasuredWindow }; answer: DeviceFigures };
};

/** A kind of console: whose session, which portal of each worker, and the vendor it may see (none: every one). */
export interface ConsoleKind {
  label: string;
  cookies: [string, string][];
  /** The portal's address on each worker: consoles are spread over the workers in turn. */
  urls: string[];
  sockets: number;
  vendorId: number | null;
}

export interface ConsoleFigures {
  label: string;
  sockets: number;
  /** Sockets per worker, in the order of `urls`. */
  perWorker: number[];
  positions: number;
  /** From a position's time (its post leaving the device) to its receipt: ingest, Redis, batching, socket. */
  latency: Percentiles;
  /** Positions of another vendor's vehicles received by a console that may see one vendor only. */
  otherTenants: number;
  disconnects: number;
}

export type ConsoleExchanges = {
  connect: { request: { kinds: ConsoleKind[]; vendorOfVehicle: Record<number, number> }; answer: { connected: number } };
  watch: { request: { window: MeasuredWindow; graceMs: number }; answer: { kinds: ConsoleFigures[]; cpuPercent: number } };
};
