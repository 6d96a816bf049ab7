import type { Socket } from 'socket.io-client';
import type { PositionBatch } from '../../permissions/liveFeeds';
import { ApiClient } from '../../tests/helpers/apiClient';
import { liveSocketOf, subscribe } from '../../tests/helpers/liveClient';
import { LatencyHistogram } from './latencyHistogram';
import { serveParent, throughWindow } from './processLink';
import type { MeasuredWindow, WatcherExchanges, WatchFigures } from './protocol';

/** Sockets opened at once: a hundred handshakes in one burst would time out on a busy machine. */
const CONNECTING_AT_ONCE = 10;

/** What the sockets received while a window is watched; every socket records into the same tally. */
class Tally {
  positions = 0;
  messagesReceivedInWindow = 0;
  positionsReceivedInWindow = 0;
  disconnects = 0;
  readonly latency = new LatencyHistogram();
  readonly oldestAge = new LatencyHistogram();

  constructor(private readonly window: MeasuredWindow) {}

  /** A batch as it arrives, read as it is: a hundred consoles share this process, and no time goes into making objects of it. */
  record({ since, rows }: PositionBatch): void {
    const now = Date.now();
    const { startMs, endMs } = this.window;
    if (now >= startMs && now < endMs) {
      this.messagesReceivedInWindow += 1;
      this.positionsReceivedInWindow += rows.length;
    }
    let oldest = Infinity;
    for (const row of rows) {
      const at = since + row[2];
      oldest = Math.min(oldest, at);
      if (at < startMs || at >= endMs) continue;
      this.positions += 1;
      this.latency.record(now - at);
    }
    if (oldest >= startMs && oldest < endMs) this.oldestAge.record(now - oldest);
  }

  figures(cpuPercent: number): WatchFigures {
    const { positions, messagesReceivedInWindow, positionsReceivedInWindow, disconnects } = this;
    return { positions, messagesReceivedInWindow, positionsReceivedInWindow, disconnects, cpuPercent, latency: this.latency.percentiles(), oldestAge: this.oldestAge.percentiles() };
  }
}

/**
 * The watching consoles: sockets of one signed-in session (or of none, for the baseline), each
 * subscribed to vehicle-locations as the live map is. They run in a process of their own so that
 * the server's CPU time is its own.
 */
let sockets: Socket[] = [];
let tally: Tally | undefined;

async function connectOne(client: ApiClient): Promise<Socket> {
  const socket = await liveSocketOf(client);
  socket.on('vehicle-locations', (batch: PositionBatch) => tally?.record(batch));
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect' && tally) tally.disconnects += 1;
  });
  const ack = await subscribe(socket, { feed: 'vehicle-locations' });
  if (!ack.ok) throw new Error(`subscribing to vehicle-locations was refused: ${ack.code} ${ack.message}`);
  return socket;
}

serveParent<WatcherExchanges>(null, {
  connect: async ({ url, cookies, sockets: count }) => {
    const client = new ApiClient(url);
    for (const [name, value] of cookies) client.cookies.set(name, value);
    while (sockets.length < count) {
      const wave = Math.min(CONNECTING_AT_ONCE, count - sockets.length);
      sockets.push(...(await Promise.all(Array.from({ length: wave }, () => connectOne(client)))));
    }
    return { connected: sockets.length };
  },
  watch: async ({ window, graceMs }) => {
    const watching = new Tally(window);
    tally = watching;
    const cpuPercent = await throughWindow(window, graceMs);
    tally = undefined;
    return watching.figures(cpuPercent);
  },
  disconnect: async () => {
    const disconnected = sockets.length;
    for (const socket of sockets) socket.disconnect();
    sockets = [];
    return { disconnected };
  },
}, async () => {
  for (const socket of sockets) socket.disconnect();
});
