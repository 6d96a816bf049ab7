import { http, HttpResponse } from 'msw';
import { MAX_BULK_RIDES, RIDE_BULK_ACTIONS, rideBulkInputProblem, type RideBulkAnswer, type RideBulkRequest } from '../../../resources/rides/bulk';
import { rideBulkChange } from '../../../resources/rides/bulkChange';
import { declarationOf, mockStore } from '../records/mockStore';
import { answered, badRequest, MockRefusal } from './mockReplies';
import { updateRecord } from './resourceWrites';

/** What is wrong with a bulk request as a whole, as the server words it, or null. */
function requestProblem({ action, rideIds, input }: Partial<RideBulkRequest>): string | null {
  if (!RIDE_BULK_ACTIONS.includes(action as never)) return `action must be one of ${RIDE_BULK_ACTIONS.join(', ')}.`;
  if (!Array.isArray(rideIds) || rideIds.length < 1 || rideIds.length > MAX_BULK_RIDES) return `rideIds must name 1 to ${MAX_BULK_RIDES} rides.`;
  if (new Set(rideIds.map(({ id }) => id)).size !== rideIds.length) return 'Each ride may be named once.';
  return rideBulkInputProblem(action!, input ?? {});
}

/** `POST /api/rides/bulk` in mock mode: each ride changed on its own, the refused ones answered with their reason. */
export const rideBulkHandlers = [
  http.post('/api/rides/bulk', async ({ request }) => {
    const body = (await request.json()) as Partial<RideBulkRequest>;
    return answered(async () => {
      const problem = requestProblem(body);
      if (problem) throw badRequest(problem, 'VALIDATION_FAILED');
      const { action, rideIds, input } = body as RideBulkRequest;
      const store = mockStore();
      const rides = declarationOf('rides')!;
      const answer: RideBulkAnswer = { done: [], refused: [] };
      for (const { id, version } of rideIds) {
        try {
          const row = store.byId('rides', id);
          if (!row) throw new MockRefusal(404, 'No such rides record.', 'NOT_FOUND');
          if (action === 'notify') {
            answer.done.push({ id, version: row.version });
            continue;
          }
          const change = rideBulkChange(action, input, row);
          if ('refusal' in change) throw new MockRefusal(change.refusal.status, change.refusal.message, change.refusal.code);
          answer.done.push({ id, version: (await updateRecord(store, rides, row, { ...row, ...change.changes, version })).version });
        } catch (error) {
          if (!(error instanceof MockRefusal)) throw error;
          answer.refused.push({ id, code: error.code, message: error.message });
        }
      }
      return HttpResponse.json(answer);
    });
  }),
];
