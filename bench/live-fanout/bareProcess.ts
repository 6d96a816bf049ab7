import http from 'node:http';
import { Server } from 'socket.io';
import { packPositions, type LivePosition } from '../../permissions/liveFeeds';
import { BatchWindow } from '../../server/realtime/batchWindow';
import { FanoutProbe } from './fanoutProbe';
import { cpuTimeMs, driveNowhere, drivePositions } from './positionDriver';
import { serveParent } from './processLink';
import type { ServerExchanges, ServerReady } from './protocol';
import { BATCH_MS } from './settings';

const ROOM = 'positions';

/**
 * The baseline: socket.io 4 alone on a plain HTTP server, with no sign-in, no permissions and one
 * room that `subscribe` joins. Positions are batched as the console batches them (the same
 * BatchWindow, at most one position per vehicle) and each batch is one broadcast.
 */
const httpServer = http.createServer();
const io = new Server(httpServer, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  socket.on('subscribe', (_request: unknown, ack?: unknown) => {
    void socket.join(ROOM);
    if (typeof ack === 'function') ack({ ok: true });
  });
});

const probe = new FanoutProbe();
const batch = new Map<number, LivePosition>();
const batchWindow = new BatchWindow(BATCH_MS, () => probe.flushing(() => {
  batchWindow.sent();
  io.to(ROOM).emit('vehicle-locations', packPositions([...batch.values()]));
  batch.clear();
}));
const publish = (position: LivePosition) => {
  batch.set(position.vehicleId, position);
  batchWindow.added();
};

await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const { port } = httpServer.address() as { port: number };
serveParent<ServerExchanges>({ url: `http://127.0.0.1:${port}`, vehicles: [] } satisfies ServerReady, {
  drive: ({ window, vehicles, nowhere }) => (nowhere ? driveNowhere(vehicles, window) : drivePositions(vehicles, window, probe, publish)),
  cpuTime: async () => cpuTimeMs(),
}, () => new Promise((resolve) => {
  io.disconnectSockets(true);
  void io.close(() => resolve(undefined));
}));
