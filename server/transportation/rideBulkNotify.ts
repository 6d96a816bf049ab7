import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppAbility } from '../../permissions/defineAbility';
import { routeNotifications } from '../../resources/route-notifications';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { userName } from '../resources/effects/changeStamps';
import { mailFamilies } from '../resources/effects/routeNotificationSend';
import type { Row } from '../resources/recordCodec';
import { assertAllowedRow } from '../resources/writeChecks';

/** The rides of one run and what became of the message to its families. */
export interface RunNotified {
  rides: Row[];
  refusal?: { code: string; message: string };
}

/**
 * Notify the families of the selected rides' runs: one route notification per run, sent at once as
 * the route notifications screen sends one (a mail queued per guardian), each run in its own
 * transaction with its audit entry, so that a run refused leaves the others sent. A family on two of
 * the runs (a morning and an afternoon run) is written to once.
 */
export async function notifyRunFamilies(db: Kysely<Database>, request: FastifyRequest, context: AppContext, sender: { userId: number; ability: AppAbility }, rides: Row[], message: { subject: string; body: string }): Promise<RunNotified[]> {
  const { userId, ability } = sender;
  const runs = new Map<number, Row[]>();
  for (const ride of rides) runs.set(ride.routeId as number, [...(runs.get(ride.routeId as number) ?? []), ride]);
  const outcomes: RunNotified[] = [];
  const mailed = new Set<string>();
  const sentByName = await userName(db, userId);
  for (const [routeId, runRides] of runs) {
    // Addresses count as written to only once the run's transaction commits.
    const runMailed = new Set(mailed);
    try {
      await db.transaction().execute(async (trx) => {
        const run = await trx.selectFrom('routes').select(['districtId', 'campusId']).where('id', '=', routeId).executeTakeFirstOrThrow();
        const at = new Date().toISOString();
        const draft = { audience: 'run', routeId, routeGroupId: null, districtId: run.districtId, campusId: run.campusId, subject: message.subject.trim(), body: message.body };
        assertAllowedRow(ability, 'send', routeNotifications, draft);
        const recipientCount = await mailFamilies(trx, [routeId], runRides.map((ride) => ride.rideDate as string), { subject: draft.subject, text: draft.body }, runMailed);
        const sent = await trx.insertInto('routeNotifications')
          .values({ ...draft, recipientCount, status: 'sent', sentByUserId: userId, sentByName, sentAt: at, createdAt: at, updatedAt: at }).returningAll().executeTakeFirstOrThrow();
        await auditRequest(trx, request, context, { action: 'create', entity: routeNotifications.name, recordId: sent.id, detail: { bulk: 'notify', rideIds: runRides.map((ride) => ride.id) } });
      });
      for (const address of runMailed) mailed.add(address);
      outcomes.push({ rides: runRides });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      outcomes.push({ rides: runRides, refusal: { code: error.code, message: error.message } });
    }
  }
  return outcomes;
}
