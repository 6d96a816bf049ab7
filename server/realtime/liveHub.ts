import { randomUUID } from 'node:crypto';
import type { Namespace, Server } from 'socket.io';
import { packPositions, unpackPositions, type LiveFeed, type LiveMessages, type LivePosition, type PositionBatch } from '../../permissions/liveFeeds';
import type { TenantColumns } from '../../permissions/tenantScopes';
import { BatchWindow } from './batchWindow';
import type { RoomInterest } from './roomInterest';
import { recordRooms } from './tenantRooms';

/**
 * How a socket server's rooms are shared with the deployment's other processes (through Redis): which
 * rooms their sockets joined, and the channel that carries this process's vehicle positions to them.
 */
export interface Sharing {
  interest: RoomInterest;
  relayPositions(message: string): Promise<unknown>;
}

interface HubServer {
  root: Namespace;
  sharing?: Sharing;
  /** Positions relayed by other processes for this server's rooms, to go out with the next batch. */
  relayed: Map<string, Map<number, LivePosition>>;
  /** Positions taken here for rooms other processes' sockets joined, to go out with the next relay. */
  away: Map<string, Map<number, LivePosition>>;
}

/**
 * Positions bound for other processes leave this many times a window: a console on another process
 * receives them with that process's next batch, so they wait for two windows, and a relay each
 * quarter window keeps the first of the two short. (A relay is one message to Redis, whoever watches.)
 */
const RELAYS_PER_WINDOW = 4;

/** Whether a socket of this server, in this process or (shared) another, has joined `room`. */
const listenedOn = ({ root, sharing }: HubServer, room: string) => root.adapter.rooms.has(room) || Boolean(sharing?.interest.listenedElsewhere(room));

/** A process's batch of positions for the others, by room. */
interface Relay {
  from: string;
  rooms: Record<string, PositionBatch>;
}

function parsedRelay(message: string): Relay | null {
  try {
    return JSON.parse(message) as Relay;
  } catch {
    return null;
  }
}

/** Adds positions to a room's batch, each vehicle's latest kept (its posts may reach different processes). */
function addToBatch(batches: Map<string, Map<number, LivePosition>>, room: string, positions: Iterable<LivePosition>): void {
  let batch = batches.get(room);
  if (!batch) batches.set(room, (batch = new Map()));
  for (const position of positions) {
    const kept = batch.get(position.vehicleId);
    if (!kept || Date.parse(kept.at) <= Date.parse(position.at)) batch.set(position.vehicleId, position);
  }
}

export const tenantRoom = (feed: LiveFeed, room: string) => `${feed}|${room}`;
export const rideRoom = (feed: LiveFeed, rideId: number) => `${feed}|ride:${rideId}`;
/** A ride's manifest goes to two rooms: with names for those who may view students, counts for the others. */
export const manifestRoom = (rideId: number, withNames: boolean) => `${rideRoom('ride-manifest', rideId)}${withNames ? '' : ':counts'}`;
export const checkpointRoom = (rideId: number, stopSequence: number | null) => `flagged-checkpoints|ride:${rideId}:${stopSequence ?? '*'}`;

/**
 * Where the server's live messages go out: to the socket servers of every portal this process runs
 * (and, through their Redis adapter, to other processes' sockets). Publishers name the record's
 * tenant columns; the rooms decide who receives it.
 */
export class LiveHub {
  /**
   * Each socket server, how other processes share its rooms (the Redis adapter), and its main
   * namespace, looked up once: positions ask it who listens thousands of times a second.
   */
  private readonly servers = new Map<Server, HubServer>();
  /** This process among those relaying positions to each other (each hears its own too). */
  private readonly id = randomUUID();
  private readonly pendingPositions = new Map<string, Map<number, LivePosition>>();
  private readonly pendingTraces = new Map<number, LivePosition[]>();
  private readonly batchWindow: BatchWindow;
  private readonly relayWindow: BatchWindow;

  /**
   * `batchMs`: the longest a busy room's positions are gathered before they go out as one message
   * (one emit per vehicle costs far more); see BatchWindow.
   */
  constructor(batchMs: number) {
    this.batchWindow = new BatchWindow(batchMs, () => this.flush());
    this.relayWindow = new BatchWindow(batchMs / RELAYS_PER_WINDOW, () => this.relay());
  }

  /**
   * A server is sent the messages of the rooms someone has joined: here, or, when its rooms are
   * shared with other processes, there too, as their interest says (encoding and publishing a
   * message for an empty room is most of the cost).
   */
  attach(server: Server, sharing?: Sharing): void {
    this.servers.set(server, { root: server.of('/'), sharing, relayed: new Map(), away: new Map() });
  }

  /** Settles once the other processes have been told of the rooms joined here so far. */
  async roomsTold(): Promise<void> {
    await Promise.all([...this.servers.values()].map(({ sharing }) => sharing?.interest.allTold()));
  }

  /**
   * Another process's batch of positions for `server`'s rooms: they go out here with this process's
   * next batch, so that a console receives one batch a window however many processes take positions.
   */
  positionsRelayed(server: Server, message: string): void {
    const hubServer = this.servers.get(server);
    const relayed = parsedRelay(message);
    if (!hubServer || !relayed || relayed.from === this.id) return;
    for (const [room, batch] of Object.entries(relayed.rooms)) {
      if (hubServer.root.adapter.rooms.has(room)) addToBatch(hubServer.relayed, room, unpackPositions(batch));
    }
    if (hubServer.relayed.size) this.batchWindow.added();
  }

  /** A record of the tenant-scoped feed: everyone whose tenant covers `row` receives `message`. */
  publishToTenants<F extends LiveFeed>(feed: F, columns: TenantColumns, row: Record<string, unknown>, message: LiveMessages[F]): void {
    this.emit(recordRooms(row, columns).map((room) => tenantRoom(feed, room)), feed, message);
  }

  /** A message about one ride, to those who subscribed to that ride. */
  publishToRide<F extends LiveFeed>(feed: F, rideId: number, message: LiveMessages[F]): void {
    this.emit([rideRoom(feed, rideId)], feed, message);
  }

  /** A ride changed: its tenant's lists, and those watching that ride, hear of it. */
  publishRideChange(change: LiveMessages['ride-status'], row: Record<string, unknown>, columns: TenantColumns): void {
    this.publishToTenants('rides-primary', columns, row, change);
    this.emit([rideRoom('ride-status', change.rideId)], 'ride-status', change);
    this.emit([rideRoom('rides-secondary', change.rideId)], 'rides-secondary', change);
  }

  publishCheckpoint(message: LiveMessages['flagged-checkpoints']): void {
    this.emit([checkpointRoom(message.rideId, message.stopSequence), checkpointRoom(message.rideId, null)], 'flagged-checkpoints', message);
  }

  /** Whether anyone watches the ride's manifest: making one costs a few queries. */
  listensToManifest(rideId: number): boolean {
    return this.listened(manifestRoom(rideId, true)) || this.listened(manifestRoom(rideId, false));
  }

  /** A ride's manifest, with names to one room and as counts to the other. */
  publishManifest(withNames: LiveMessages['ride-manifest'], countsOnly: LiveMessages['ride-manifest']): void {
    this.emit([manifestRoom(withNames.rideId, true)], 'ride-manifest', withNames);
    this.emit([manifestRoom(countsOnly.rideId, false)], 'ride-manifest', countsOnly);
  }

  /**
   * A vehicle's position: batched per room for the vehicle-locations feed, at once for the ride's
   * location, and batched into the ride's growing trace.
   */
  publishPosition(position: LivePosition, columns: TenantColumns, row: Record<string, unknown>): void {
    let away = false;
    for (const room of recordRooms(row, columns)) {
      const key = tenantRoom('vehicle-locations', room);
      let here = false;
      for (const server of this.servers.values()) {
        here ||= server.root.adapter.rooms.has(key);
        if (server.sharing?.interest.listenedElsewhere(key)) {
          addToBatch(server.away, key, [position]);
          away = true;
        }
      }
      if (here) addToBatch(this.pendingPositions, key, [position]);
    }
    if (position.rideId !== null && this.listened(rideRoom('ride-location', position.rideId))) this.publishToRide('ride-location', position.rideId, position);
    if (position.rideId !== null && this.listened(rideRoom('ride-route-trace', position.rideId))) {
      const trace = this.pendingTraces.get(position.rideId) ?? [];
      trace.push(position);
      this.pendingTraces.set(position.rideId, trace);
    }
    this.batchWindow.added();
    if (away) this.relayWindow.added();
  }

  /** Sends what was batched; called by the timer, and on close so that nothing is lost. */
  flush(): void {
    this.batchWindow.sent();
    for (const server of this.servers.values()) this.sendPositions(server);
    for (const [rideId, points] of this.pendingTraces) this.emit([rideRoom('ride-route-trace', rideId)], 'ride-route-trace', { rideId, points });
    this.pendingPositions.clear();
    this.pendingTraces.clear();
  }

  /** Sends each server's positions for other processes' rooms to them, as one message a server. */
  private relay(): void {
    this.relayWindow.sent();
    for (const server of this.servers.values()) {
      if (!server.away.size) continue;
      // A batch lost while Redis is out of reach is not sent again: the next position replaces it.
      const relay: Relay = { from: this.id, rooms: Object.fromEntries([...server.away].map(([room, batch]) => [room, packPositions([...batch.values()])])) };
      server.away.clear();
      void server.sharing!.relayPositions(JSON.stringify(relay)).catch(() => undefined);
    }
  }

  close(): void {
    this.relay();
    this.flush();
    this.servers.clear();
  }

  /** The window's positions to one server's sockets here, with those other processes relayed. */
  private sendPositions(server: HubServer): void {
    const here = server.relayed;
    for (const [room, batch] of this.pendingPositions) if (server.root.adapter.rooms.has(room)) addToBatch(here, room, batch.values());
    for (const [room, batch] of here) server.root.local.to(room).emit('vehicle-locations', packPositions([...batch.values()]));
    here.clear();
  }

  private listened(room: string): boolean {
    for (const server of this.servers.values()) if (listenedOn(server, room)) return true;
    return false;
  }

  private emit(rooms: string[], feed: LiveFeed, message: unknown): void {
    for (const server of this.servers.values()) {
      const joined = rooms.filter((room) => listenedOn(server, room));
      if (joined.length) server.root.to(joined).emit(feed, message);
    }
  }
}
