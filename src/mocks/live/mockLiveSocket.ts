import { packPositions, type LivePosition, type SubscribeRequest } from '../../../permissions/liveFeeds';
import type { LiveSocket } from '../../providers/live/liveSocket';
import type { MockStore } from '../records/mockStore';
import { positionOf } from './fleetMotion';
import { changeRouteIssue, relieveLongestRide, type LiveEvent } from './operationEvents';

/** Positions go out this often, as a GPS device reports; the day's events (a ride ends, an issue) less often. */
const POSITIONS_EVERY_MS = 2_000;
const EVENTS_EVERY_POSITIONS = 8;

type StateListener = (argument: never) => void;

/**
 * The live feeds of mock mode, played in the page: a socket the console's live connection talks to
 * as it does to the server's (subscribe and unsubscribe acknowledged, messages as events of the
 * feed's name, positions packed), moving the mock's vehicles along their runs and now and then
 * ending a ride, starting the next, raising or settling a route issue — each written to the mock's
 * records first, so that what the screens reload agrees with what they heard.
 */
export class MockLiveSocket implements LiveSocket {
  connected = false;
  readonly active = true;
  private readonly messageListeners: ((event: string, message: unknown) => void)[] = [];
  private readonly stateListeners = new Map<string, StateListener[]>();
  private readonly subscriptions = new Map<string, SubscribeRequest>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private turn = 0;

  constructor(private readonly store: MockStore) {
    // As socket.io's client does: it connects by itself, once its listeners are in place.
    setTimeout(() => this.connect(), 0);
  }

  onAny(listener: (event: string, message: unknown) => void): void {
    this.messageListeners.push(listener);
  }

  on(event: 'connect', listener: () => void): void;
  on(event: 'disconnect', listener: (reason: string) => void): void;
  on(event: 'connect_error', listener: (error: Error) => void): void;
  on(event: string, listener: StateListener): void {
    this.stateListeners.set(event, [...(this.stateListeners.get(event) ?? []), listener]);
  }

  timeout(): { emitWithAck(event: 'subscribe' | 'unsubscribe', request: SubscribeRequest): Promise<unknown> } {
    return {
      emitWithAck: async (event, request) => {
        const key = JSON.stringify([request.feed, request.params ?? null]);
        if (event === 'subscribe') this.subscriptions.set(key, request);
        else this.subscriptions.delete(key);
        return { ok: true };
      },
    };
  }

  connect(): void {
    if (this.connected) return;
    this.connected = true;
    this.timer = setInterval(() => this.play(), POSITIONS_EVERY_MS);
    this.announce('connect');
  }

  disconnect(): void {
    clearInterval(this.timer);
    this.connected = false;
    this.announce('disconnect', 'io client disconnect');
  }

  private announce(event: string, argument?: string): void {
    for (const listener of this.stateListeners.get(event) ?? []) (listener as (argument?: string) => void)(argument);
  }

  private subscribed(feed: string): SubscribeRequest[] {
    return [...this.subscriptions.values()].filter((request) => request.feed === feed);
  }

  private send(event: string, message: unknown): void {
    for (const listener of this.messageListeners) listener(event, message);
  }

  private play(): void {
    this.turn += 1;
    if (this.turn % EVENTS_EVERY_POSITIONS === 0) this.sendEvents(relieveLongestRide(this.store));
    if (this.turn % EVENTS_EVERY_POSITIONS === EVENTS_EVERY_POSITIONS / 2) this.sendEvents(changeRouteIssue(this.store, this.turn / EVENTS_EVERY_POSITIONS));
    const now = Date.now();
    const positions = this.store.rowsOf('rides').filter((ride) => ride.status === 'en_route').flatMap((ride) => positionOf(this.store, ride, now) ?? []);
    if (this.subscribed('vehicle-locations').length && positions.length) this.send('vehicle-locations', packPositions(positions));
    const ridePosition = (request: SubscribeRequest) => positions.find((position: LivePosition) => position.rideId === request.params?.rideId);
    for (const position of this.subscribed('ride-location').flatMap((request) => ridePosition(request) ?? [])) this.send('ride-location', position);
    for (const position of this.subscribed('ride-route-trace').flatMap((request) => ridePosition(request) ?? [])) this.send('ride-route-trace', { rideId: position.rideId, points: [position] });
  }

  private sendEvents(events: LiveEvent[]): void {
    for (const { feed, message } of events) if (this.subscribed(feed).length) this.send(feed, message);
  }
}
