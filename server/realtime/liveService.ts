import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { LiveHub } from './liveHub';
import { RoomInterest } from './roomInterest';
import { attachSocketServer } from './socketServer';

/** Sessions and permissions of live sockets are checked again this often. */
export const DEFAULT_SWEEP_MS = 5_000;
/** Messages waiting for Redis at most (while it is out of reach); past it, a message is dropped. */
const REDIS_QUEUE_MOST = 10_000;
/** How long a stopping process waits for Redis's goodbye before it drops the connection. */
const REDIS_QUIT_WAIT_MS = 2_000;

interface RedisConnection {
  quit(): Promise<unknown>;
  destroy(): void;
}

/**
 * A Redis connection as the adapter is given it. The adapter publishes, and unsubscribes as it closes,
 * without waiting for the answer, so a command Redis cannot take (out of reach with the queue full, or
 * the connection dropped as the process stops) would be a rejection nobody handles, which ends a Node
 * process. Such a command is dropped instead: a live feed's next message replaces a lost one.
 */
function forgiving<Client extends object>(client: Client, methods: string[]): Client {
  const call = (name: string, args: unknown[]) => (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name](...args);
  return Object.create(client, Object.fromEntries(methods.map((name) => [name, { value: (...args: unknown[]) => call(name, args).catch(() => undefined) }]))) as Client;
}

/** Says goodbye to Redis; one out of reach (no command waits for an answer by a timer) is dropped. */
async function closeRedis(client: RedisConnection): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    client.quit().then(() => true, () => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), REDIS_QUIT_WAIT_MS))),
  ]);
  clearTimeout(timer);
  if (!answered) client.destroy();
}


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
  const clients: RedisConnection[] = [];
  const interests: RoomInterest[] = [];
  const redisPair = async () => {
    // Loaded only when REDIS_URL asks for it: the client costs a fifth of a second on every start.
    const { createClient } = await import('redis');
    // No timer per command (the client's default, 5 s, set one for every published message, which
    // fired long after its answer: a twentieth of a worker's time under a state's positions); the
    // queue's bound is what keeps an unreachable Redis from holding messages without end.
    const pub = createClient({
      url: config.redisUrl, socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
      commandOptions: { timeout: 0 }, commandsQueueMaxLength: REDIS_QUEUE_MOST,
    });
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
        const key = `${config.productName.toLowerCase()}:${deploymentOf(config)}:${context.role}`;
        io.adapter(createAdapter(forgiving(pub, ['publish']), forgiving(sub, ['unsubscribe', 'pUnsubscribe']), { key }));
        // Beside the adapter's channels, two of the same key: which rooms each process's sockets
        // joined, and each process's vehicle positions (roomInterest.ts, liveHub.ts).
        const [interestChannel, positionsChannel] = [`${key}:interest`, `${key}:positions`];
        const interest = new RoomInterest(io.of('/'), (message) => pub.publish(interestChannel, message));
        await sub.subscribe(interestChannel, (message) => interest.heard(message));
        await sub.subscribe(positionsChannel, (message) => hub.positionsRelayed(io, message));
        interest.start(((await pub.PUBSUB_NUMSUB(interestChannel))[interestChannel] ?? 1) - 1);
        interests.push(interest);
        hub.attach(io, { interest, relayPositions: (message) => pub.publish(positionsChannel, message) });
      }
      servers.push(io);
      return io;
    },
    stop: async () => {
      for (const interest of interests) interest.stop();
      hub.close();
      await Promise.all(servers.map((io) => new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        void io.close(() => resolve());
      })));
      await Promise.all(clients.map(closeRedis));
    },
  };
}
