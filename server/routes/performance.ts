import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { DEFAULT_PERIOD, PERIODS, tallyPerformance, type Insights, type Period, type TalliedRide } from '../../resources/reports/performance';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { todayIn } from '../db/seed/calendar';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';

const DAY_MS = 86_400_000;

export function periodOf(days: string | undefined): Period {
  if (days === undefined) return DEFAULT_PERIOD;
  const period = PERIODS.find((choice) => String(choice) === days);
  if (!period) throw badRequest(`days must be one of ${PERIODS.join(', ')}.`, 'INVALID_PARAMETER');
  return period;
}

/** The caller's rides (a condition on `rides`) and their account's calendar day. */
export async function tenantRidesOf(request: FastifyRequest, context: AppContext) {
  const access = await accountAccessOf(request, context);
  const today = todayIn(access.account.account.timezone);
  const rides = tenantWhere(tenantCondition(access.account, TENANT_COLUMNS.rides), 'rides');
  return { today, rides, db: context.database.db as unknown as Kysely<Record<string, Row>> };
}

/** The period's first and last day, on the account's calendar: the days before today. */
async function windowOf(request: FastifyRequest, context: AppContext, period: Period) {
  const { today, rides, db } = await tenantRidesOf(request, context);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - period * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return { from, to, rides, db };
}

/** The period's figures within the caller's tenant: what the insights draw and the reports list. */
export async function performanceOf(request: FastifyRequest, context: AppContext, period: Period): Promise<Insights> {
  const { from, to, rides, db } = await windowOf(request, context, period);
  const rows = await db.selectFrom('rides').innerJoin('districts', 'districts.id', 'rides.districtId')
    .select(['rides.rideDate', 'rides.status', 'rides.scheduledStart', 'rides.actualStart', 'rides.districtId', 'districts.name as districtName'])
    .where('rides.rideDate', '>=', from).where('rides.rideDate', '<=', to).where(rides).execute();
  const issues = await db.selectFrom('routeIssues').innerJoin('rides', 'rides.id', 'routeIssues.rideId')
    .select(['rides.rideDate', 'routeIssues.kind']).where('rides.rideDate', '>=', from).where('rides.rideDate', '<=', to).where(rides).execute();

  return { from, to, ...tallyPerformance(rows as unknown as TalliedRide[], issues as unknown as { rideDate: string; kind: string }[]) };
}

/** The period's route issues within the caller's tenant, oldest first. */
export async function routeIssuesOf(request: FastifyRequest, context: AppContext, period: Period): Promise<Row[]> {
  const { from, to, rides, db } = await windowOf(request, context, period);
  return db.selectFrom('routeIssues').innerJoin('rides', 'rides.id', 'routeIssues.rideId').innerJoin('districts', 'districts.id', 'rides.districtId')
    .select(['rides.displayId', 'rides.rideDate', 'districts.name as district', 'routeIssues.kind', 'routeIssues.severity', 'routeIssues.detectedAt', 'routeIssues.resolvedAt', 'routeIssues.resolution'])
    .where('rides.rideDate', '>=', from).where('rides.rideDate', '<=', to).where(rides)
    .orderBy('routeIssues.detectedAt').orderBy('routeIssues.id').execute();
}
