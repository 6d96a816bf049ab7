import type { FastifyInstance } from 'fastify';
import { rides } from '../../resources/rides';
import { RIDE_IDS_PATH, type RideIds } from '../../resources/rides/rideIds';
import type { AppContext } from '../context';
import { keptPerAccess, listQueryOf } from '../resources/listQuery';

/** The list's own query parameters, each a JSON text that the list path checks field by field. */
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filter: { type: 'string', maxLength: 20_000 },
    sort: { type: 'string', maxLength: 200 },
    range: { type: 'string', maxLength: 100 },
  },
} as const;

/** The answer's shape (RideIds), for its serialiser and the API document. */
export const RIDE_IDS_ANSWER = {
  type: 'object',
  required: ['rideIds', 'totalRides', 'isTotalRidesExact'],
  properties: { rideIds: { type: 'array', items: { type: 'integer' } }, totalRides: { type: 'integer', minimum: 0 }, isTotalRidesExact: { type: 'boolean' } },
} as const;

/**
 * Spec 7.3's rides list: the ids of a page of rides and how many match, read through the rides'
 * own list path (tenant scope, query checks, order, counting bound and kept answers), so that it
 * always agrees with `GET /api/rides` for the same query.
 */
export async function rideIdsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const list = listQueryOf(context, rides);
  const kept = keptPerAccess<RideIds>(context);
  app.get(RIDE_IDS_PATH, {
    config: { access: { gate: [rides.permissions.view] } },
    schema: { querystring: listQuery, response: { 200: RIDE_IDS_ANSWER } },
  }, (request) => kept(request, async () => {
    const { rows, total } = await list.pageOf(request, 'id');
    const value: RideIds = {
      rideIds: rows.map((row) => Number(row.id)),
      totalRides: total.exact ?? total.moreThan!,
      isTotalRidesExact: total.exact !== undefined,
    };
    return { value, keep: true };
  }));
}
