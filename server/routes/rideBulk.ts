import type { FastifyInstance } from 'fastify';
import { MAX_BULK_RIDES, mayTakeRideBulkAction, RIDE_BULK_ACTIONS, rideBulkInputProblem, type RideBulkAnswer, type RideBulkRequest } from '../../resources/rides/bulk';
import { rides } from '../../resources/rides';
import { rideBulkChange } from '../../resources/rides/bulkChange';
import { accountAccessOf, forbidden } from '../access';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../errors';
import { listQueryOf } from '../resources/listQuery';
import { toRecord, type Row } from '../resources/recordCodec';
import { recordWrites } from '../resources/recordWrites';
import { notifyRunFamilies } from '../transportation/rideBulkNotify';

const bulkBody = {
  type: 'object', additionalProperties: false, required: ['action', 'rideIds', 'input'],
  properties: {
    action: { type: 'string', enum: RIDE_BULK_ACTIONS },
    rideIds: {
      type: 'array', minItems: 1, maxItems: MAX_BULK_RIDES,
      items: { type: 'object', additionalProperties: false, required: ['id', 'version'], properties: { id: { type: 'integer', minimum: 1 }, version: { type: 'integer' } } },
    },
    input: { type: 'object' },
  },
} as const;

/**
 * `POST /api/rides/bulk`: one action on many rides, each ride checked and saved on its own exactly
 * as when it is saved alone (its tenant, version, crew rules, history, audit entry and live update),
 * so that a refused ride leaves the others done. A malformed request is refused whole.
 */
export async function rideBulkRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const writes = recordWrites(context, rides, listQueryOf(context, rides).scope);

  app.post<{ Body: RideBulkRequest }>('/api/rides/bulk', {
    config: { access: { gate: [rides.permissions.view] } }, schema: { body: bulkBody },
  }, async (request): Promise<RideBulkAnswer> => {
    const { action, rideIds, input } = request.body;
    const problem = rideBulkInputProblem(action, input);
    if (problem) throw badRequest(problem, 'VALIDATION_FAILED');
    if (new Set(rideIds.map(({ id }) => id)).size !== rideIds.length) throw badRequest('Each ride may be named once.', 'VALIDATION_FAILED');
    const { account, ability, session } = await accountAccessOf(request, context);
    if (!mayTakeRideBulkAction(ability, account.userRole, action)) throw forbidden();

    const answer: RideBulkAnswer = { done: [], refused: [] };
    const refusing = async (id: number, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        answer.refused.push({ id, code: error.code, message: error.message });
      }
    };
    if (action === 'notify') {
      const found: Row[] = [];
      for (const { id } of rideIds) await refusing(id, async () => { found.push((await writes.findScoped(request, id)).row); });
      for (const sent of await notifyRunFamilies(context.database.db, request, context, { userId: session.userId, ability }, found, input as { subject: string; body: string })) {
        if (sent.refusal) answer.refused.push(...sent.rides.map((ride) => ({ id: ride.id as number, ...sent.refusal! })));
        else answer.done.push(...sent.rides.map((ride) => ({ id: ride.id as number, version: ride.version as number })));
      }
      return answer;
    }
    for (const { id, version } of rideIds) {
      await refusing(id, async () => {
        const { row, today } = await writes.findScoped(request, id);
        const change = rideBulkChange(action, input, row);
        if ('refusal' in change) throw new HttpError(change.refusal.status, change.refusal.message, change.refusal.code);
        const { changes, note } = change;
        const { after } = await writes.update(request, id, { ...toRecord(rides, row, context.role, ability, today), ...changes, version }, { audit: { bulk: action, ...note }, detail: note });
        answer.done.push({ id, version: after.version as number });
      });
    }
    return answer;
  });
}
