import { io, type Socket } from 'socket.io-client';
import type { PositionBatch } from '../../permissions/liveFeeds';
import { LatencyHistogram } from '../live-fanout/latencyHistogram';
import { serveParent, throughWindow } from '../live-fanout/processLink';
import type { ConsoleExchanges, ConsoleFigures, ConsoleKind, MeasuredWindow } from './protocol';

/** Sockets opened at once: a hundred handshakes in one burst would time out on a busy machine. */
const CONNECTING_AT_ONCE = 10;

/** What the consoles of one kind received of the positions inside the window. */
class KindTally {
  positions = 0;
  otherTenants = 0;
  disconnects = 0;
  readonly perWorker: number[];
  readonly latency = new LatencyHistogram();

  constructor(readonly kind: ConsoleKind, private readonly vendorOfVehicle: Record<number, number>) {
    this.perWorker = kind.urls.map(() => 0);
  }

  record({ since, rows }: PositionBatch, window: MeasuredWindow): void {
    const now = Date.now();
    for (const row of rows) {
      if (this.kind.vendorId !== null && this.vendorOfVehicle[row[0]] !== this.kind.vendorId) this.otherTenants += 1;
      const at = since + row[2];
      if (at < window.startMs || at >= window.endMs) continue;
      this.positions += 1;
      this.latency.record(now - at);
    }
  }

  figures(): ConsoleFigures {
    const { positions, otherTenants, disconnects, perWorker } = this;
    return { label: this.kind.label, sockets: this.kind.sockets, perWorker, positions, otherTenants, disconnects, latency: this.latency.percentiles() };
  }
}

let tallies: KindTally[] = [];
let window: MeasuredWindow | undefined;
const sockets: Socket[] = [];

async function connectOne(tally: KindTally, worker: number): Promise<void> {
  const url = tally.kind.urls[worker];
  const cookie = tally.kind.cookies.map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie, origin: url } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on('vehicle-locations', (batch: PositionBatch) => window && tally.record(batch, window));
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') tally.disconnects += 1;
  });
  const ack = await socket.timeout(10_000).emitWithAck('subscribe', { feed: 'vehicle-locations' });
  if (!ack.ok) throw new Error(`subscribing to vehicle-locations was refused: ${ack.code} ${ack.message}`);
  tally.perWorker[worker] += 1;
  sockets.push(socket);
}

/**
 * The state's watching consoles, in a process of their own: each kind's sockets signed in with its
 * session and spread over the workers in turn, each subscribed to vehicle-locations as the live map
 * is. A console that may see one vendor counts every position of another vendor's vehicle it gets.
 */
serveParent<ConsoleExchanges>(null, {
  connect: async ({ kinds, vendorOfVehicle }) => {
    tallies = kinds.map((kind) => new KindTally(kind, vendorOfVehicle));
    const wanted = tallies.flatMap((tally) => Array.from({ length: tally.kind.sockets }, (_, index) => ({ tally, worker: index % tally.kind.urls.length })));
    for (let start = 0; start < wanted.length; start += CONNECTING_AT_ONCE) {
      await Promise.all(wanted.slice(start, start + CONNECTING_AT_ONCE).map(({ tally, worker }) => connectOne(tally, worker)));
    }
    return { connected: sockets.length };
  },
  watch: async ({ window: measured, graceMs }) => {
    window = measured;
    const cpuPercent = await throughWindow(measured, graceMs);
    window = undefined;
    return { kinds: tallies.map((tally) => tally.figures()), cpuPercent };
  },
}, async () => {
  for (const socket of sockets) socket.disconnect();
});
