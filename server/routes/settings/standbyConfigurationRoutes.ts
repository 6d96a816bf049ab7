import type { FastifyInstance } from 'fastify';
import { tenantCondition } from '../../../permissions/defineAbility';
import type { Gate } from '../../../permissions/menu';
import { TENANT_COLUMNS } from '../../../permissions/tenantScopes';
import {
  DEFAULT_STANDBY, orderedWindows, standbyProblem, STANDBY_LIMITS, type StandbyConfiguration, type StandbyConfigurationChange, type StandbyWindow,
} from '../../../resources/settings/standbyConfiguration';
import { accountAccessOf, type AccountAccess } from '../../access';
import { objectSchema } from '../../auth/schemas';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { idParam, inOneTransaction, refuseProblem, staleVersion, withinTenant } from './settingWrites';

const EDIT: Gate = [['edit', 'standby-configuration']];
const time = { type: 'string', maxLength: 5 } as const;
const changeBody = objectSchema({
  version: { type: ['integer', 'null'] },
  dayStartsAt: time,
  windows: {
    type: 'array', maxItems: STANDBY_LIMITS.windows,
    items: objectSchema({ startsAt: time, endsAt: time, driversNeeded: { type: 'integer' } }, ['startsAt', 'endsAt', 'driversNeeded']),
  },
}, ['version', 'dayStartsAt', 'windows']);

/**
 * Standby configuration (settings, STANDBY_DRIVER_EDIT): one per yard the caller may see — a vendor's
 * own (its chosen yards), every yard for operator staff. Another vendor's yard answers 404.
 */
export async function standbyConfigurationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  const yardsOf = (access: AccountAccess, yardId?: number) => {
    let query = db.selectFrom('yards').innerJoin('vendors', 'vendors.id', 'yards.vendorId')
      .leftJoin('standbyConfigurations as config', 'config.yardId', 'yards.id')
      .select(['yards.id as yardId', 'yards.name as yardName', 'yards.vendorId', 'vendors.name as vendorName',
        'config.version', 'config.dayStartsAt', 'config.windows', 'config.updatedAt'])
      .where(withinTenant(tenantCondition(access.account, TENANT_COLUMNS.yards), 'yards'));
    if (yardId !== undefined) query = query.where('yards.id', '=', yardId);
    return query.orderBy('vendors.name').orderBy('yards.name').execute();
  };
  const configurationOf = (row: Awaited<ReturnType<typeof yardsOf>>[number]): StandbyConfiguration => ({
    yardId: row.yardId, yardName: row.yardName, vendorId: row.vendorId, vendorName: row.vendorName, version: row.version ?? null,
    dayStartsAt: row.dayStartsAt ?? DEFAULT_STANDBY.dayStartsAt,
    windows: row.windows ? (JSON.parse(row.windows) as StandbyWindow[]) : DEFAULT_STANDBY.windows, updatedAt: row.updatedAt ?? null,
  });

  app.get('/api/settings/standby', { config: { access: { gate: EDIT } } }, async (request) => {
    return (await yardsOf(await accountAccessOf(request, context))).map(configurationOf);
  });

  app.put<{ Params: { yardId: string }; Body: StandbyConfigurationChange }>('/api/settings/standby/:yardId', {
    config: { access: { gate: EDIT } }, schema: { params: objectSchema({ yardId: idParam }, ['yardId']), body: changeBody },
  }, async (request) => {
    const access = await accountAccessOf(request, context);
    const [yard] = await yardsOf(access, Number(request.params.yardId));
    if (!yard) throw notFound('No such yard.');
    if ((yard.version ?? null) !== request.body.version) throw staleVersion();
    refuseProblem(standbyProblem(request.body));
    const values = { dayStartsAt: request.body.dayStartsAt, windows: JSON.stringify(orderedWindows(request.body.windows)), updatedByUserId: access.session.userId };
    const now = new Date().toISOString();
    await inOneTransaction(db, async (trx) => {
      const saved = yard.version === null
        ? await trx.insertInto('standbyConfigurations').values({ vendorId: yard.vendorId, yardId: yard.yardId, ...values, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()
        : await trx.updateTable('standbyConfigurations').set({ ...values, version: yard.version + 1, updatedAt: now })
          .where('yardId', '=', yard.yardId).where('version', '=', yard.version).returning('id').executeTakeFirst();
      if (!saved) throw staleVersion();
      await auditRequest(trx, request, context, {
        action: yard.version === null ? 'create' : 'update', entity: 'standby-configuration', recordId: saved.id,
        tenant: { kind: 'vendor', id: yard.vendorId }, detail: { yardId: yard.yardId, dayStartsAt: values.dayStartsAt, windows: request.body.windows.length },
      });
    });
    return configurationOf((await yardsOf(access, yard.yardId))[0]);
  });
}
