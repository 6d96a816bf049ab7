/** What the benchmark and its processes say to each other: one place for the shape of every exchange. */

/** A reporting vehicle: its id and the ride it is driving, if any (both as stored). */
export interface VehicleRef {
  vehicleId: number;
  rideId: number | null;
}

/** The measured window, in Date.now() milliseconds: one clock for every process on this machine. */
export interface MeasuredWindow {
  startMs: number;
  endMs: number;
}

export interface ServerReady {
  url: string;
  /** The fleet that reports: the console chooses it from its database, the baseline is given it. */
  vehicles: VehicleRef[];
}

/** What a server process measured of itself over the window. */
export interface DriveFigures {
  /** Positions handed to the fan-out with their time inside the window. */
  published: number;
  /** CPU time of the whole server process, as a percentage of one core. */
  cpuPercent: number;
  /** Time spent inside publishing and flushing batches, as a percentage of the window. */
  busyPercent: number;
  /** Positions of the window that gave way to a newer one of their vehicle in the same batch. */
  superseded: number;
}

export interface DeviceToken {
  vehicleId: number;
  token: string;
}

export type ServerExchanges = {
  /**
   * Publishes the fleet's positions from now until the window ends; `nowhere` makes the positions
   * and drops them, to tell what the driver itself costs.
   */
  drive: { request: { window: MeasuredWindow; vehicles: VehicleRef[]; nowhere?: boolean }; answer: DriveFigures };
  /** CPU time the process has used so far, user and system. */
  cpuTime: { request: Record<string, never>; answer: { cpuMs: number } };
};

export type ConsoleExchanges = ServerExchanges & {
  /** GPS device tokens for the first `count` vehicles of the fleet. */
  deviceTokens: { request: { count: number }; answer: DeviceToken[] };
};

export interface Percentiles {
  p50Ms: number;
  p99Ms: number;
}

/** What the watchers received of the positions published inside the window. */
export interface WatchFigures {
  /** Positions received, over all sockets, whose publish time lies in the window. */
  positions: number;
  /** Messages and positions received, over all sockets, while the window lasted. */
  messagesReceivedInWindow: number;
  positionsReceivedInWindow: number;
  /** From a position's publish time to its receipt. */
  latency: Percentiles;
  /** How old a message's oldest position was on arrival: its wait in the batch, and the delivery. */
  oldestAge: Percentiles;
  /** Sockets the server closed during the run. */
  disconnects: number;
  /** CPU time of the watchers' process over the window, as a percentage of one core. */
  cpuPercent: number;
}

export type WatcherExchanges = {
  connect: { request: { url: string; cookies: [string, string][]; sockets: number }; answer: { connected: number } };
  /** Resolves once the window has ended and late positions had their grace time. */
  watch: { request: { window: MeasuredWindow; graceMs: number }; answer: WatchFigures };
  disconnect: { request: Record<string, never>; answer: { disconnected: number } };
};
