import type { Kysely, Selectable } from 'kysely';
import type { TripApprovalStep } from '../../../resources/charter-trips/details';
import type { Database, TripApprovalSignoffsTable, TripApprovalStepsTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { PendingTransition, SettledTransition } from './index';

type PathStep = Pick<Selectable<TripApprovalStepsTable>, 'stepOrder' | 'approverKind' | 'approverName' | 'approverEmail'>;
type SignOff = Selectable<TripApprovalSignoffsTable>;

/** A trip's approval as it stands: its district's path, the sign-offs the trip has, and the steps that wait. */
export interface ApprovalWalk {
  path: PathStep[];
  signOffs: SignOff[];
  /** The steps of the path without a sign-off, in order: the first is the one to sign now. */
  waiting: PathStep[];
}

/**
 * The path is read as it is now, not as it was when the trip was requested: a path edited while
 * trips wait leaves each trip the sign-offs it has (kept by step order), and its next step is the
 * first step of the edited path with no sign-off in its place. A path cut shorter than a trip's
 * sign-offs leaves it no step to wait for, and then one approve approves it, as without a path.
 */
export async function approvalWalkOf(db: Kysely<Database>, trip: { id: number; districtId: number }): Promise<ApprovalWalk> {
  const path = await db.selectFrom('tripApprovalSteps').select(['stepOrder', 'approverKind', 'approverName', 'approverEmail'])
    .where('districtId', '=', trip.districtId).orderBy('stepOrder').execute();
  const signOffs = await db.selectFrom('tripApprovalSignoffs').selectAll().where('tripId', '=', trip.id).orderBy('stepOrder').execute();
  const signed = new Set(signOffs.map((signOff) => signOff.stepOrder));
  return { path, signOffs, waiting: path.filter((step) => !signed.has(step.stepOrder)) };
}

/**
 * The steps as the trip's Approval card lists them: the path's, each with its sign-off if it has
 * one, and the signed steps a shorter path has lost. A signed step names its approver as it was.
 */
export function approvalStepsOf({ path, signOffs }: ApprovalWalk): TripApprovalStep[] {
  const inPath = new Map(path.map((step) => [step.stepOrder, step]));
  const signed = new Map(signOffs.map((signOff) => [signOff.stepOrder, signOff]));
  return [...new Set([...inPath.keys(), ...signed.keys()])].sort((a, b) => a - b).map((stepOrder) => {
    const step = inPath.get(stepOrder);
    const signOff = signed.get(stepOrder);
    return {
      stepOrder, approverKind: (step?.approverKind ?? null) as TripApprovalStep['approverKind'], approverName: signOff?.approverName ?? step!.approverName,
      approverEmail: step?.approverEmail ?? null, signerName: signOff?.signerName ?? null, signedAt: signOff?.signedAt ?? null,
    };
  });
}

/** Beyond the approve rule: a person's step is theirs alone (by e-mail, in any case); a role's is anyone's who has the rule. */
export function maySign(step: PathStep, email: string): boolean {
  return step.approverKind === 'role' || (step.approverEmail !== null && step.approverEmail.toLowerCase() === email.toLowerCase());
}

/** Whose turn it is, in the words a refused sign-off answers: "Step 2 of 3 waits for Dana Ortiz (dana@…)." */
export function waitingFor(step: PathStep, path: PathStep[]): string {
  const who = step.approverEmail ? `${step.approverName} (${step.approverEmail})` : step.approverName;
  return `Step ${step.stepOrder} of ${path.length} waits for ${who}.`;
}

/**
 * A trip's approve and reject, walked along its district's approval path: each approve by the
 * current step's approver signs that step, and only the last step's sign-off moves the trip to
 * approved; until then the trip stays requested. A reject ends the request as before, but only by
 * the current step's approver. A trip whose path has no step waiting is approved in one step.
 */
export async function settleTripApproval(db: Kysely<Database>, { row, transition, actorUserId, at }: PendingTransition): Promise<SettledTransition> {
  if (transition !== 'approve' && transition !== 'reject') return { moves: true };
  const walk = await approvalWalkOf(db, { id: row.id as number, districtId: row.districtId as number });
  const [current] = walk.waiting;
  if (!current) return { moves: true };
  const signer = await db.selectFrom('users').select(['email', 'firstName', 'lastName']).where('id', '=', actorUserId).executeTakeFirstOrThrow();
  if (!maySign(current, signer.email)) throw new HttpError(403, waitingFor(current, walk.path), 'NOT_YOUR_STEP');
  if (transition === 'reject') return { moves: true };
  return {
    moves: walk.waiting.length === 1,
    record: async (trx) => {
      await trx.insertInto('tripApprovalSignoffs').values({
        tripId: row.id as number, stepOrder: current.stepOrder, approverName: current.approverName, userId: actorUserId,
        signerName: `${signer.firstName} ${signer.lastName}`.trim(), signedAt: at,
      }).execute();
    },
  };
}
