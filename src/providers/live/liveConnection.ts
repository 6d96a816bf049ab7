import { LIVE_UNAVAILABLE, receivedMessage, type LiveFeed, type LiveMessages, type SubscribeAck, type SubscribeRequest } from '../../../permissions/liveFeeds';
import type { LiveSocket } from './liveSocket';

export type LiveState = 'connecting' | 'live' | 'offline';

type Handler = (message: never) => void;

interface Subscription {
  request: SubscribeRequest;
  /** Everyone on screen listening to this feed with these parameters. */
  handlers: Set<Handler>;
}

const ACK_TIMEOUT_MS = 5_000;
const keyOf = ({ feed, params }: SubscribeRequest) => JSON.stringify([feed, params ?? null]);
/** After the server closed the connection (a restart, a sweep) or could not check it, the next try waits this long, doubling up to the cap. */
const RETRY_FIRST_MS = 500;
const RETRY_CAP_MS = 30_000;

/**
 * The page's one live socket (spec 7.7), opened with the session cookie on first use. Screens ask
 * for a feed with its parameters; the same feed asked twice is subscribed once and shared. After a
 * lost connection (a server restart, a network drop) the socket reconnects by itself and every feed
 * still on screen is subscribed again, so no page needs a reload.
 */
/** socket.io's client, fetched with the first feed a screen asks for rather than with the console. */
const openSocketIo = async (): Promise<LiveSocket> => {
  const { io } = await import('socket.io-client');
  return io({ path: '/socket.io', transports: ['websocket'], withCredentials: true });
};

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private opening: Promise<LiveSocket> | null = null;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly stateListeners = new Set<(state: LiveState) => void>();
  private current: LiveState = 'connecting';
  private retryMs = RETRY_FIRST_MS;

  constructor(private readonly open: () => LiveSocket | Promise<LiveSocket> = openSocketIo) {}

  get state(): LiveState {
    return this.current;
  }

  onState(listener: (state: LiveState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Listens to a feed until the returned function is called. */
  subscribe<F extends LiveFeed>(feed: F, params: SubscribeRequest['params'], handler: (message: LiveMessages[F]) => void): () => void {
    const key = keyOf({ feed, params });
    let subscription = this.subscriptions.get(key);
    if (!subscription) {
      subscription = { request: { feed, params }, handlers: new Set() };
      this.subscriptions.set(key, subscription);
      const { request } = subscription;
      void this.connected().then((socket) => {
        if (socket.connected) void this.send(socket, 'subscribe', request);
      });
    }
    subscription.handlers.add(handler as Handler);
    return () => {
      const current = this.subscriptions.get(key);
      if (!current) return;
      current.handlers.delete(handler as Handler);
      if (current.handlers.size) return;
      this.subscriptions.delete(key);
      if (this.socket?.connected) void this.send(this.socket, 'unsubscribe', current.request);
    };
  }

  close(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.opening = null;
    this.subscriptions.clear();
  }

  /** Every subscription of the feed hears its messages; a ride's feeds are told apart by the message's ride. */
  private dispatch(feed: string, message: unknown): void {
    for (const { request, handlers } of this.subscriptions.values()) {
      if (request.feed !== feed || !this.concerns(request, message)) continue;
      for (const handler of handlers) (handler as (m: unknown) => void)(message);
    }
  }

  private concerns(request: SubscribeRequest, message: unknown): boolean {
    const rideId = !Array.isArray(message) ? (message as { rideId?: number }).rideId : undefined;
    const { params } = request;
    if (params?.rideId !== undefined) return rideId === params.rideId && (params.stopSequence == null || (message as { stopSequence?: number }).stopSequence === params.stopSequence);
    if (params?.rideIds) return rideId !== undefined && params.rideIds.includes(rideId);
    return true;
  }

  private connected(): Promise<LiveSocket> {
    if (this.opening) return this.opening;
    const opening: Promise<LiveSocket> = Promise.resolve(this.open()).then((socket) => {
      // Closed while its library loaded: not this connection's socket any more.
      if (this.opening !== opening) {
        socket.disconnect();
        return socket;
      }
      return this.listen(socket);
    });
    this.opening = opening;
    return opening;
  }

  private listen(socket: LiveSocket): LiveSocket {
    this.socket = socket;
    socket.onAny((feed, message) => this.dispatch(feed, receivedMessage(feed as LiveFeed, message)));
    socket.on('connect', () => {
      this.retryMs = RETRY_FIRST_MS;
      void this.subscribeAll(socket, [...this.subscriptions.values()]);
    });
    socket.on('disconnect', (reason) => {
      this.setState('offline');
      // socket.io retries by itself after a lost transport, not when the server closed the socket
      // (a server stopping for a restart does).
      if (reason === 'io server disconnect') this.retryLater(socket);
    });
    socket.on('connect_error', (error) => {
      this.setState('offline');
      // Nor after a refused handshake: a session that ended stays refused, but one the server could
      // not check (its database was down) is tried again.
      if (!socket.active && error.message === LIVE_UNAVAILABLE) this.retryLater(socket);
    });
    return socket;
  }

  /**
   * "Live" once every feed on screen is subscribed again, not before: messages flow from then on. A
   * subscription the server did not answer in time, or could not check, is asked again a little
   * later, and the page says "Reconnecting…" until it holds.
   */
  private async subscribeAll(socket: LiveSocket, subscriptions: Subscription[]): Promise<void> {
    const answers = await Promise.all(subscriptions.map(({ request }) => this.send(socket, 'subscribe', request)));
    if (!socket.connected || this.socket !== socket) return;
    const unanswered = subscriptions.filter((subscription, index) => {
      const answer = answers[index];
      return this.subscriptions.has(keyOf(subscription.request)) && (answer === null || (!answer.ok && answer.code === 'UNAVAILABLE'));
    });
    if (!unanswered.length) return this.setState('live');
    this.setState('offline');
    setTimeout(() => void this.subscribeAll(socket, unanswered), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_CAP_MS);
  }

  /** Tries again, more slowly each time, unless the connection was closed or replaced meanwhile. */
  private retryLater(socket: LiveSocket): void {
    setTimeout(() => this.socket === socket && !socket.connected && socket.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_CAP_MS);
  }

  private async send(socket: LiveSocket, event: 'subscribe' | 'unsubscribe', request: SubscribeRequest): Promise<SubscribeAck | null> {
    try {
      return (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, request)) as SubscribeAck;
    } catch {
      return null;
    }
  }

  private setState(state: LiveState): void {
    this.current = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
