import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';

/** Spec 7.3: a ride's id from the number people see (deeplinks), within the caller's tenant. */
export async function rideLookupRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get<{ Querystring: { rideDisplayId: string } }>('/api/rides/lookup', {
    config: { access: { gate: [['view', 'rides']] } },
    schema: { querystring: { type: 'object', properties: { rideDisplayId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['rideDisplayId'] } },
  }, async (request): Promise<{ rideId: number }> => {
    const { account } = await accountAccessOf(request, context);
    const db = context.database.db as unknown as Kysely<Record<string, Row>>;
    const ride = await db.selectFrom('rides').select('id').where('displayId', '=', Number(request.query.rideDisplayId))
      .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides')).executeTakeFirst();
    if (!ride) throw notFound(`Unable to find ride id for ride #${request.query.rideDisplayId}`, 'RIDE_NOT_FOUND');
    return { rideId: ride.id as number };
  });
}
