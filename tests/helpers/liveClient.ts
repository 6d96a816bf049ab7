import { io, type Socket } from 'socket.io-client';
import { receivedMessage, type LiveFeed, type LiveMessages, type SubscribeAck, type SubscribeRequest } from '../../permissions/liveFeeds';
import type { ApiClient } from './apiClient';

/** A browser-like socket of a signed-in API client: its cookies, its origin. */
export async function liveSocketOf(client: ApiClient): Promise<Socket> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = io(client.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie, origin: client.baseUrl } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

export function subscribe(socket: Socket, request: SubscribeRequest): Promise<SubscribeAck> {
  return socket.timeout(5_000).emitWithAck('subscribe', request);
}

/** Everything a feed sends to the socket, kept for later assertions. */
export function collect<F extends LiveFeed>(socket: Socket, feed: F): LiveMessages[F][] {
  const received: LiveMessages[F][] = [];
  socket.on(feed as string, (message: unknown) => received.push(receivedMessage(feed, message)));
  return received;
}

/** Waits until `check` holds, polling; fails with `what` after the timeout. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Waits until the asynchronous `check` holds (a server coming back), polling every `everyMs`. */
export async function eventuallyAsync(check: () => Promise<boolean>, what: string, timeoutMs = 30_000, everyMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
