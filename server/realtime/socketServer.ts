import fastifyCookie from '@fastify/cookie';
import type { Server as HttpServer } from 'node:http';
import type { Kysely } from 'kysely';
import { Server, type Socket } from 'socket.io';
import { defineAbilityFor, type AppAbility } from '../../permissions/defineAbility';
import { LIVE_UNAVAILABLE, MAX_SUBSCRIPTIONS, type SubscribeAck } from '../../permissions/liveFeeds';
import type { AccountResponse } from '../../permissions/accountContext';
import { accountResponseFor } from '../auth/accounts';
import { cookieSettingsOf } from '../auth/requestAuth';
import { findLiveSession, sessionCookieName, type SessionRow } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { DatabaseUnavailableError, UNAVAILABLE_MESSAGES } from '../db/availability';
import type { Row } from '../resources/recordCodec';
import type { LiveHub } from './liveHub';
import { roomsFor } from './subscriptions';
import { seesStudentNames } from '../routes/routeSheet';

/** A message bigger than this closes the client's connection (socket.io's own limit). */
export const MAX_MESSAGE_BYTES = 8 * 1024;
/** Messages a client may send per second, sustained; a burst of FLOOD_BURST is allowed. */
export const FLOOD_RATE_PER_SECOND = 20;
export const FLOOD_BURST = 60;

interface SocketData {
  session: SessionRow;
  account: AccountResponse;
  ability: AppAbility;
  seesStudentNames: boolean;
  subscriptions: Map<string, string[]>;
}

type LiveSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

export interface SocketServerOptions {
  /** How often live sockets' sessions and permissions are checked again. */
  sweepMs: number;
  allowedOrigins: string[];
}

/**
 * socket.io on a portal's own port (spec 7.7). A socket opens only with the portal's live session
 * cookie, an allowed Origin and a chosen account; it joins rooms only through `subscribe`, which
 * checks the feed's gate and the tenant. Logout, expiry or a change of the account's permissions
 * closes it at the next sweep; an oversized message or a flood closes that client, never the server.
 */
export function attachSocketServer(httpServer: HttpServer, context: AppContext, hub: LiveHub, options: SocketServerOptions): Server {
  const db = context.database.db;
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    cors: { origin: false },
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      const sameHost = origin !== undefined && (allowed.has(origin) || new URL(origin).host === request.headers.host);
      callback(null, origin === undefined || sameHost);
    },
  });

  io.use(async (socket, next) => {
    try {
      const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
      const id = cookies[sessionCookieName(context.role, cookieSettingsOf(context).secure)];
      const session = id && id.length <= 100 ? await findLiveSession(db, hashToken(id), context.role, { touch: false }) : undefined;
      if (!session?.membershipId) return next(new Error('unauthorized'));
      const account = await accountResponseFor(db, context.role, session);
      const ability = defineAbilityFor(account);
      Object.assign(socket.data, { session, account, ability, seesStudentNames: seesStudentNames(context.role, ability), subscriptions: new Map() });
      next();
    } catch (error) {
      // The driver's own message (an address, a file) is not the client's business.
      next(new Error(error instanceof DatabaseUnavailableError ? LIVE_UNAVAILABLE : 'unauthorized'));
    }
  });

  io.on('connection', (socket: LiveSocket) => {
    let tokens = FLOOD_BURST;
    let last = Date.now();
    socket.use((_packet, next) => {
      const now = Date.now();
      tokens = Math.min(FLOOD_BURST, tokens + ((now - last) / 1000) * FLOOD_RATE_PER_SECOND);
      last = now;
      tokens -= 1;
      if (tokens < 0) socket.disconnect(true);
      else next();
    });
    socket.on('subscribe', (request: unknown, ack?: unknown) => {
      void subscribe(socket, request).then((answer) => typeof ack === 'function' && ack(answer), () => {
        // A subscription that cannot be checked is not granted; the client connects again later.
        if (typeof ack === 'function') ack({ ok: false, code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGES.unreachable } satisfies SubscribeAck);
        socket.disconnect(true);
      });
    });
    socket.on('unsubscribe', (request: unknown, ack?: unknown) => {
      const key = JSON.stringify(request);
      for (const room of socket.data.subscriptions.get(key) ?? []) void socket.leave(room);
      socket.data.subscriptions.delete(key);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  const subscribe = async (socket: LiveSocket, request: unknown): Promise<SubscribeAck> => {
    if (socket.data.subscriptions.size >= MAX_SUBSCRIPTIONS) return { ok: false, code: 'TOO_MANY', message: `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection.` };
    const outcome = await roomsFor(db as unknown as Kysely<Record<string, Row>>, socket.data, request);
    if ('code' in outcome) return outcome;
    socket.data.subscriptions.set(JSON.stringify(request), outcome.rooms);
    await socket.join(outcome.rooms);
    // The other processes hear of the rooms first: what they publish next reaches this socket.
    await hub.roomsTold();
    return { ok: true };
  };

  const sweep = setInterval(() => void sweepSockets(io, context).catch(() => undefined), options.sweepMs);
  sweep.unref();
  io.engine.on('close', () => clearInterval(sweep));
  hub.attach(io);
  return io;
}

/**
 * Closes the sockets whose session ended or expired, or whose account's permissions changed, and
 * those whose session cannot be checked (the database is down): no feed flows unchecked. Sockets of
 * one session (several tabs) share one check.
 */
async function sweepSockets(io: Server, context: AppContext): Promise<void> {
  const sockets = (await io.local.fetchSockets()) as unknown as LiveSocket[];
  const current = new Map<string, Promise<string | null>>();
  const fingerprint = (account: AccountResponse) => JSON.stringify([account.permissions, account.account.subAccountIds, account.account.accountId]);
  const currentFingerprint = async (idHash: string) => {
    const session = await findLiveSession(context.database.db, idHash, context.role, { touch: false });
    return session ? fingerprint(await accountResponseFor(context.database.db, context.role, session)) : null;
  };
  for (const socket of sockets) {
    if (!socket.data.session) continue;
    const { idHash } = socket.data.session;
    if (!current.has(idHash)) current.set(idHash, currentFingerprint(idHash).catch(() => null));
    if ((await current.get(idHash)) !== fingerprint(socket.data.account)) socket.disconnect(true);
  }
}
