import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Subject } from '../../permissions/subjects';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { routes as runs } from '../../resources/routes';
import { serviceOf, type StoredRun, type StudentRideToday, type StudentService } from '../../resources/students/service';
import { accountAccessOf, FORBIDDEN_MESSAGE } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { todayIn } from '../db/seed/calendar';
import { HttpError, notFound } from '../errors';
import { sentFields, type Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';

type LooseDb = Kysely<Record<string, Row>>;

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;

/**
 * A student's service: the runs of their campus whose stops pick them up or drop them off, with the
 * stop, and each run's ride today. Read within the caller's tenant (another district's student is
 * one that does not exist), by those who may view students and the runs' stops; a read of the
 * student's record for the audit log (SECURITY.md "Privacy and audit").
 */
export async function studentServiceRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;
  const stopsSent = sentFields(runs, context.role).some(([name]) => name === 'stops');

  app.get<{ Params: { id: string } }>('/api/students/:id/service', {
    config: { access: { gate: [['view', 'students']] } }, schema: { params: idParams },
  }, async (request): Promise<StudentService> => {
    const { account, ability } = await accountAccessOf(request, context);
    const scoped = (subject: Subject, table: string) => tenantWhere(tenantCondition(account, TENANT_COLUMNS[subject]), table);
    const student = await db.selectFrom('students').select(['id', 'campusId']).where('id', '=', Number(request.params.id)).where(scoped('students', 'students')).executeTakeFirst();
    if (!student) throw notFound('No such students record.');
    // A portal that is not sent the runs' stops (the vendor's) is not told where a student gets on either.
    if (!stopsSent || !ability.can('view', 'routes')) throw new HttpError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
    await auditRequest(context.database.db, request, context, { action: 'read', entity: 'students', recordId: student.id as number, detail: { via: 'service' } });

    const campusRuns = await db.selectFrom('routes').select(['id', 'number', 'direction', 'stops', 'startTime'])
      .where('campusId', '=', student.campusId as number).where('status', '=', 'active').where(scoped('routes', 'routes')).orderBy('startTime').execute();
    const serving = campusRuns.map((run) => ({ id: run.id as number, number: run.number as string, direction: run.direction as string, stops: JSON.parse(run.stops as string) as StoredRun['stops'] }));
    const today = ability.can('view', 'rides') ? await ridesToday(db, serving.map(({ id }) => id), todayIn(account.account.timezone), scoped('rides', 'rides')) : new Map<number, StudentRideToday>();
    return { runs: serviceOf(student.id as number, serving, (routeId) => today.get(routeId) ?? null) };
  });
}

/** Each run's ride on `day` that the caller may see, with its bus and driver, by run. */
async function ridesToday(db: LooseDb, routeIds: number[], day: string, where: ReturnType<typeof tenantWhere>): Promise<Map<number, StudentRideToday>> {
  if (!routeIds.length) return new Map();
  const rides = await db.selectFrom('rides').leftJoin('vehicles', 'vehicles.id', 'rides.vehicleId').leftJoin('drivers', 'drivers.id', 'rides.driverId')
    .select(['rides.id', 'rides.routeId', 'rides.displayId', 'rides.status', 'rides.scheduledStart', 'vehicles.number as vehicleNumber', 'drivers.firstName', 'drivers.lastName'])
    .where('rides.routeId', 'in', routeIds).where('rides.rideDate', '=', day).where(where).orderBy('rides.scheduledStart').execute();
  return new Map(rides.map((ride) => [ride.routeId as number, {
    rideId: ride.id as number, displayId: ride.displayId as number, status: ride.status as string, scheduledStart: ride.scheduledStart as string,
    vehicleNumber: (ride.vehicleNumber as string | null) ?? null,
    driverName: ride.firstName ? `${ride.firstName as string} ${ride.lastName as string}` : null,
  }]));
}
