import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Subject } from '../../permissions/subjects';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { routes as runs } from '../../resources/routes';
import { serviceOf, type ServiceAssignment, type StoredRun, type RunStudents, type StudentRideToday, type StudentService } from '../../resources/students/service';
import { accountAccessOf, FORBIDDEN_MESSAGE } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { todayIn } from '../db/seed/calendar';
import { HttpError, notFound } from '../errors';
import { sentFields, type Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { inEffectOnDay, studentsAtStops } from '../transportation/stopStudents';

type LooseDb = Kysely<Record<string, Row>>;

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;
const dayQuery = { type: 'object', properties: { date: { type: 'string', format: 'date' } }, additionalProperties: false } as const;

/**
 * A student's service: their assignments in effect today (resources/student-assignments), each
 * with its run and stop, and each run's ride today. Read within the caller's tenant (another
 * district's student is one that does not exist), by those who may view students and the runs'
 * stops; a read of the student's record for the audit log (SECURITY.md "Privacy and audit").
 * And a run's students by stop on a day (its next ride's by default): who, to those who may view
 * students; how many, to the others.
 */
export async function studentServiceRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;
  const stopsSent = sentFields(runs, context.role).some(([name]) => name === 'stops');

  app.get<{ Params: { id: string } }>('/api/students/:id/service', {
    config: { access: { gate: [['view', 'students']] } }, schema: { params: idParams },
  }, async (request): Promise<StudentService> => {
    const { account, ability } = await accountAccessOf(request, context);
    const scoped = (subject: Subject, table: string) => tenantWhere(tenantCondition(account, TENANT_COLUMNS[subject]), table);
    const student = await db.selectFrom('students').select(['id']).where('id', '=', Number(request.params.id)).where(scoped('students', 'students')).executeTakeFirst();
    if (!student) throw notFound('No such students record.');
    // A portal that is not sent the runs' stops (the vendor's) is not told where a student gets on either.
    if (!stopsSent || !ability.can('view', 'routes')) throw new HttpError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
    await auditRequest(context.database.db, request, context, { action: 'read', entity: 'students', recordId: student.id as number, detail: { via: 'service' } });

    const today = todayIn(account.account.timezone);
    const assignments = await db.selectFrom('studentAssignments').select(['id', 'routeId', 'stopSequence', 'daysOfWeek', 'effectiveTo'])
      .where('studentId', '=', student.id as number).where(inEffectOnDay(today)).execute();
    const routeIds = [...new Set(assignments.map((assignment) => assignment.routeId as number))];
    const serving = routeIds.length ? await db.selectFrom('routes').select(['id', 'number', 'direction', 'stops', 'startTime']).where('id', 'in', routeIds).where(scoped('routes', 'routes')).execute() : [];
    const runsById = new Map(serving.map((run) => [run.id as number, { ...(run as unknown as StoredRun), stops: JSON.parse(run.stops as string) as StoredRun['stops'] }]));
    const rides = ability.can('view', 'rides') ? await ridesToday(db, [...runsById.keys()], today, scoped('rides', 'rides')) : new Map<number, StudentRideToday>();
    return { runs: serviceOf(assignments as unknown as ServiceAssignment[], runsById, (routeId) => rides.get(routeId) ?? null) };
  });

  app.get<{ Params: { id: string }; Querystring: { date?: string } }>('/api/routes/:id/students', {
    config: { access: { gate: [['view', 'routes']] } }, schema: { params: idParams, querystring: dayQuery },
  }, async (request): Promise<RunStudents> => {
    const { account, ability } = await accountAccessOf(request, context);
    if (!stopsSent) throw new HttpError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
    const run = await db.selectFrom('routes').select(['id', 'stops']).where('id', '=', Number(request.params.id))
      .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.routes), 'routes')).executeTakeFirst();
    if (!run) throw notFound('No such routes record.');
    // Unless told, the day of the run's next ride: today's, or after a weekend or a holiday the next day it runs.
    const today = todayIn(account.account.timezone);
    const next = request.query.date ? undefined : await db.selectFrom('rides').select('rideDate').where('routeId', '=', run.id as number).where('rideDate', '>=', today).orderBy('rideDate').executeTakeFirst();
    const day = request.query.date ?? (next?.rideDate as string | undefined) ?? today;
    const students = (await studentsAtStops(context.database.db, [run.id as number], day)).get(run.id as number);
    const named = ability.can('view', 'students');
    const stops = (JSON.parse(run.stops as string) as { sequence: number }[]).map(({ sequence }) => {
      const ids = [...(students?.get(sequence) ?? [])];
      return { sequence, studentCount: ids.length, studentIds: named ? ids : null };
    });
    return { day, stops };
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
