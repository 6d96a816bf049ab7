import type { Namespace, Server } from 'socket.io';
import { packPositions, type LiveFeed, type LiveMessages, type LivePosition } from '../../permissions/liveFeeds';
import type { TenantColumns } from '../../permissions/tenantScopes';
import { BatchWindow } from './batchWindow';
import { recordRooms } from './tenantRooms';

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
   * Each socket server, whether other processes share its rooms (the Redis adapter), and its main
   * namespace, looked up once: positions ask it who listens thousands of times a second.
   */
  private readonly servers = new Map<Server, { shared: boolean; root: Namespace }>();
  private readonly pendingPositions = new Map<string, Map<number, LivePosition>>();
  private readonly pendingTraces = new Map<number, LivePosition[]>();
  private readonly batchWindow: BatchWindow;

  /**
   * `batchMs`: the longest a busy room's positions are gathered before they go out as one message
   * (one emit per vehicle costs far more); see BatchWindow.
   */
  constructor(batchMs: number) {
    this.batchWindow = new BatchWindow(batchMs, () => this.flush());
  }

  /**
   * A server whose rooms are `shared` with other processes is sent everything; otherwise only the
   * rooms someone here has joined are (encoding a message for an empty room is most of the cost).
   */
  attach(server: Server, options: { shared?: boolean } = {}): void {
    this.servers.set(server, { shared: options.shared ?? false, root: server.of('/') });
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
    for (const room of recordRooms(row, columns)) {
      const key = tenantRoom('vehicle-locations', room);
      if (!this.listened(key)) continue;
      const batch = this.pendingPositions.get(key) ?? new Map<number, LivePosition>();
      batch.set(position.vehicleId, position);
      this.pendingPositions.set(key, batch);
    }
    if (position.rideId !== null && this.listened(rideRoom('ride-location', position.rideId))) this.publishToRide('ride-location', position.rideId, position);
    if (position.rideId !== null && this.listened(rideRoom('ride-route-trace', position.rideId))) {
      const trace = this.pendingTraces.get(position.rideId) ?? [];
      trace.push(position);
      this.pendingTraces.set(position.rideId, trace);
    }
    this.batchWindow.added();
  }

  /** Sends what was batched; called by the timer, and on close so that nothing is lost. */
  flush(): void {
    this.batchWindow.sent();
    for (const [room, batch] of this.pendingPositions) this.emit([room], 'vehicle-locations', packPositions([...batch.values()]));
    for (const [rideId, points] of this.pendingTraces) this.emit([rideRoom('ride-route-trace', rideId)], 'ride-route-trace', { rideId, points });
    this.pendingPositions.clear();
    this.pendingTraces.clear();
  }

  close(): void {
    this.flush();
    this.servers.clear();
  }

  private listened(room: string): boolean {
    for (const { shared, root } of this.servers.values()) if (shared || root.adapter.rooms.has(room)) return true;
    return false;
  }

  private emit(rooms: string[], feed: LiveFeed, message: unknown): void {
    for (const { shared, root } of this.servers.values()) {
      const joined = shared ? rooms : rooms.filter((room) => root.adapter.rooms.has(room));
      if (joined.length) root.to(joined).emit(feed, message);
    }
  }
}
