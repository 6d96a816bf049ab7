import { randomUUID } from 'node:crypto';
import type { Namespace } from 'socket.io';

/** Each process repeats the whole list of its rooms this often... */
const RENEW_MS = 10_000;
/** ...and a room another process has not repeated for this long (it stopped or died) is no longer listened there. */
const EXPIRE_MS = 3 * RENEW_MS;

/** What a process tells the others: rooms its sockets joined or left, or all it has (`all` replaces what was known of it). */
interface Told {
  from: string;
  on?: string[];
  off?: string[];
  all?: string[];
  /** A process just started: the others tell it their rooms at once. */
  hello?: boolean;
}

/** Live rooms are named `<feed>|<whom>`; a socket's own room (its id) is not one. */
const isFeedRoom = (room: string) => room.includes('|');

/**
 * Which live rooms the sockets of the deployment's other processes have joined, so that a message
 * nobody anywhere listens to is not published through Redis at all: a state's positions would each
 * publish their ride's location and arrival times for the few rides anyone has open.
 *
 * Each process tells the others on a Redis channel of its own when one of its rooms gets its first
 * socket and loses its last, and repeats all of its rooms every RENEW_MS; what a process has not
 * repeated for EXPIRE_MS no longer counts. A socket's subscription is answered once its rooms were
 * told, and a process takes every room as listened until it has heard every other process's list.
 */
export class RoomInterest {
  private readonly id = randomUUID();
  /** Room → process → until when it counts. */
  private readonly remote = new Map<string, Map<string, number>>();
  private readonly startedAt = Date.now();
  /** The other processes on the channel when this one joined it, and those heard from since. */
  private peers = Infinity;
  private readonly heardFrom = new Set<string>();
  private told: Promise<unknown> = Promise.resolve();
  private renewal: NodeJS.Timeout | undefined;

  constructor(private readonly root: Namespace, private readonly publish: (message: string) => Promise<unknown>) {}

  /**
   * Begins, once this process listens on the channel with `peers` others: says hello, which they
   * answer with their rooms, then tells of its own rooms as they come and go and every RENEW_MS.
   */
  start(peers: number): void {
    this.peers = peers;
    this.root.adapter.on('create-room', (room: string) => isFeedRoom(room) && this.tell({ on: [room] }));
    this.root.adapter.on('delete-room', (room: string) => isFeedRoom(room) && this.tell({ off: [room] }));
    this.tell({ hello: true, all: this.localRooms() });
    this.renewal = setInterval(() => this.tell({ all: this.localRooms() }), RENEW_MS);
    this.renewal.unref();
  }

  /** A message of the interest channel, from any process (this one's own are ignored). */
  heard(raw: string): void {
    let told: Told;
    try {
      told = JSON.parse(raw) as Told;
    } catch {
      return;
    }
    if (told.from === this.id) return;
    this.heardFrom.add(told.from);
    const until = Date.now() + EXPIRE_MS;
    if (told.all) {
      for (const processes of this.remote.values()) processes.delete(told.from);
      for (const room of told.all) this.listenedAt(room).set(told.from, until);
    }
    for (const room of told.on ?? []) this.listenedAt(room).set(told.from, until);
    for (const room of told.off ?? []) this.remote.get(room)?.delete(told.from);
    if (told.hello) this.tell({ all: this.localRooms() });
  }

  /** Whether a socket of another process has joined `room` (every room, until this process has heard them all). */
  listenedElsewhere(room: string): boolean {
    const now = Date.now();
    if (this.heardFrom.size < this.peers && now - this.startedAt < RENEW_MS + 1_000) return true;
    const processes = this.remote.get(room);
    if (!processes) return false;
    for (const [process, until] of processes) {
      if (until > now) return true;
      processes.delete(process);
    }
    if (!processes.size) this.remote.delete(room);
    return false;
  }

  /** Settles once what this process last told has been published. */
  async allTold(): Promise<void> {
    await this.told;
  }

  stop(): void {
    clearInterval(this.renewal);
  }

  private listenedAt(room: string): Map<string, number> {
    let processes = this.remote.get(room);
    if (!processes) this.remote.set(room, (processes = new Map()));
    return processes;
  }

  private localRooms(): string[] {
    return [...this.root.adapter.rooms.keys()].filter(isFeedRoom);
  }

  private tell(message: Omit<Told, 'from'>): void {
    // A message lost while Redis is out of reach is made good by the next renewal.
    this.told = this.publish(JSON.stringify({ from: this.id, ...message })).catch(() => undefined);
  }
}
