import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Row } from '../recordCodec';
import { recordRideHistory } from './rideHistory';

/** One write through the CRUD API, as its side effects see it (stored columns, before and after). */
export interface RecordChange {
  before: Row | null;
  after: Row | null;
  actorUserId: number;
  at: string;
}

export type WriteEffect = (db: Kysely<Database>, change: RecordChange) => Promise<void>;

/**
 * What else a write to an entity must record, run inside the write's transaction. Keyed by
 * resource name; an entity without effects has no entry.
 */
export const WRITE_EFFECTS: Partial<Record<string, WriteEffect>> = {
  rides: recordRideHistory,
};
