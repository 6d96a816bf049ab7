import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Row } from '../recordCodec';
import { prepareAttendance, prepareDriverDocument } from './driverOwned';
import { checkRideCrew } from './rideCrew';
import { prepareStudentAssignment } from './studentService';
import { settleTripApproval } from './tripApprovalWalk';

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
  'student-assignments': prepareStudentAssignment,
};

/** A status step about to be taken: the row as it is, the step, who takes it and when. */
export interface PendingTransition {
  row: Row;
  transition: string;
  actorUserId: number;
  at: string;
}

/** How a status step is settled, beyond its code and the statuses it leaves from. */
export interface SettledTransition {
  /** false when the step is recorded but the status stays (one sign-off of several): only the version moves. */
  moves: boolean;
  /** What the step records besides, written once the row is, so that a step on a stale version leaves nothing behind. */
  record?: (db: Kysely<Database>) => Promise<void>;
}

/**
 * What a status step settles before the row is written, inside its transaction: who may take it
 * beyond its code (the approver whose turn it is), and whether the status moves now or waits for
 * more steps of the same kind. A refusal is an HttpError. Keyed by resource name; an entity without
 * one moves on every step its code allows.
 */
export type TransitionPreparation = (db: Kysely<Database>, step: PendingTransition) => Promise<SettledTransition>;

export const TRANSITION_PREPARATIONS: Partial<Record<string, TransitionPreparation>> = {
  'charter-trips': settleTripApproval,
};
