import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Row } from '../recordCodec';
import { prepareAttendance, prepareDriverDocument } from './driverOwned';
import { checkRideCrew } from './rideCrew';

/** A write about to be stored: the row as it was (null for a new one) and as it will be. */
export interface PendingWrite {
  before: Row | null;
  next: Row;
}

/**
 * What a write settles before it is stored, inside its transaction: the columns it takes from other
 * records (a document's vendor and yard from its driver) and the rules that span records (a driver
 * on two rides at once). Answers the columns to store besides the body's; a refusal is an HttpError.
 */
export type WritePreparation = (db: Kysely<Database>, write: PendingWrite) => Promise<Row>;

/** Keyed by resource name; an entity without one stores what its body says. */
export const WRITE_PREPARATIONS: Partial<Record<string, WritePreparation>> = {
  rides: checkRideCrew,
  'driver-documents': prepareDriverDocument,
  'driver-attendance': prepareAttendance,
};
