import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { LIVE_MINUTES, ON_TIME_CHART_DAYS, ON_TIME_MINUTES, type DashboardFigures } from '../../resources/dashboard/figures';
import { performanceOf } from './performance';

/** Today's operation at a glance, for the Dashboard section, within the caller's tenant. */
export async function dashboardRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/api/dashboard', { config: { access: { gate: [['view', 'dashboard']] } } }, async (request): Promise<DashboardFigures> => {
    const { account } = await accountAccessOf(request, context);
    const db = context.database.db as unknown as Kysely<Record<string, Row>>;
    const rides = tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides');
    const vehicles = tenantWhere(tenantCondition(account, TENANT_COLUMNS.vehicles), 'vehicles');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: account.account.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);

    const byStatus = await db.selectFrom('rides').select(['status', (eb) => eb.fn.countAll().as('n')]).where('rideDate', '=', today).where(rides).groupBy('status').execute();
    const completed = await db.selectFrom('rides').select(['scheduledStart', 'actualStart']).where('status', '=', 'completed')
      .where('rideDate', '>=', weekAgo).where('rideDate', '<', today).where(rides).execute();
    const onTime = completed.filter((r) => r.actualStart && Date.parse(r.actualStart as string) - Date.parse(r.scheduledStart as string) <= ON_TIME_MINUTES * 60_000).length;
    const openIssues = await db.selectFrom('routeIssues').innerJoin('rides', 'rides.id', 'routeIssues.rideId')
      .select((eb) => eb.fn.countAll().as('n')).where('routeIssues.resolvedAt', 'is', null).where(rides).executeTakeFirstOrThrow();
    const liveSince = new Date(Date.now() - LIVE_MINUTES * 60_000).toISOString();
    const live = await db.selectFrom('positions').innerJoin('rides', 'rides.id', 'positions.rideId')
      .select((eb) => eb.fn.count('positions.vehicleId').distinct().as('n')).where('positions.recordedAt', '>=', liveSince).where(rides).executeTakeFirstOrThrow();
    const fleet = context.role === 'enterprise' ? { n: 0 } : await db.selectFrom('vehicles').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'in_service').where(vehicles).executeTakeFirstOrThrow();

    const recent = await performanceOf(request, context, ON_TIME_CHART_DAYS);

    const ridesByStatus = Object.fromEntries(byStatus.map((row) => [row.status as string, Number(row.n)]));
    return {
      date: today,
      ridesToday: Object.values(ridesByStatus).reduce((sum, n) => sum + n, 0),
      ridesByStatus,
      onTimeRate: completed.length ? Math.round((onTime / completed.length) * 1000) / 1000 : null,
      vehiclesInService: Number(fleet.n),
      vehiclesLive: Number(live.n),
      openRouteIssues: Number(openIssues.n),
      onTimeByDay: recent.days,
    };
  });
}
