import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { LiveHub } from './liveHub';
import { attachSocketServer } from './socketServer';

/** Sessions and permissions of live sockets are checked again this often. */
export const DEFAULT_SWEEP_MS = 5_000;


export interface LiveService {
  hub: LiveHub;
  /** Serves the portal's sockets on its own port. */
  attach(app: FastifyInstance, context: AppContext): Promise<Server>;
  stop(): Promise<void>;
}

/**
 * Which deployment the process serves, as its database says (PostgreSQL's server and database, or
 * SQLite's folder): processes on one database share their live messages over Redis, and another
 * deployment on the same Redis (a staging copy, a second state) hears none of them, though its
 * tenants' rooms have the same names.
 */
export function deploymentOf(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  const url = config.databaseUrl ? new URL(config.databaseUrl) : undefined;
  const database = url ? `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}` : path.resolve(config.dataDir);
  return createHash('sha256').update(database).digest('hex').slice(0, 16);
}

/**
 * The live feeds of this process: one hub, a socket server per portal and, with REDIS_URL, a Redis
 * adapter per portal, so that a message published by one server process reaches the sockets of
 * another. Each portal of each deployment has its own adapter key: a message crosses processes once,
 * to the same portal of the same deployment.
 */
export async function startLiveService(config: Config, options: { sweepMs?: number } = {}): Promise<LiveService> {
  const hub = new LiveHub(config.liveBatchMs);
  const servers: Server[] = [];
  const clients: { quit(): Promise<unknown> }[] = [];
  const redisPair = async () => {
    // Loaded only when REDIS_URL asks for it: the client costs a fifth of a second on every start.
    const { createClient } = await import('redis');
    const pub = createClient({ url: config.redisUrl, socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
    const sub = pub.duplicate();
    // A lost connection is retried by the client; an error event must not crash the process.
    for (const client of [pub, sub]) client.on('error', () => undefined);
    await Promise.all([pub.connect(), sub.connect()]);
    clients.push(pub, sub);
    return { pub, sub };
  };

  return {
    hub,
    attach: async (app, context) => {
      const io = attachSocketServer(app.server, context, hub, { sweepMs: options.sweepMs ?? DEFAULT_SWEEP_MS, allowedOrigins: Object.values(config.publicUrls) });
      if (config.redisUrl) {
        const { pub, sub } = await redisPair();
        const { createAdapter } = await import('@socket.io/redis-adapter');
        io.adapter(createAdapter(pub, sub, { key: `${config.productName.toLowerCase()}:${deploymentOf(config)}:${context.role}` }));
        hub.attach(io, { shared: true });
      }
      servers.push(io);
      return io;
    },
    stop: async () => {
      hub.close();
      await Promise.all(servers.map((io) => new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        void io.close(() => resolve());
      })));
      await Promise.allSettled(clients.map((client) => client.quit()));
    },
  };
}
