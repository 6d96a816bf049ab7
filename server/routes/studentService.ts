import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Subject } from '../../permissions/subjects';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { routes as runs } from '../../resources/routes';
import { serviceOf, STUDENT_SCANS_SHOWN, type ServiceAssignment, type StoredRun, type RunStudents, type StudentRideToday, type StudentScan, type StudentService } from '../../resources/students/service';
import { accountAccessOf, forbidden } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { todayIn } from '../db/seed/calendar';
import { notFound } from '../errors';
import { sentFields, type Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import type { EtaRide } from '../telematics/rideEtas';
import { inEffectOnDay, nextServiceDay, rideOfTheDay, studentsAtStops } from '../transportation/stopStudents';

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
  const etas = context.positions?.etas;

  app.get<{ Params: { id: string } }>('/api/students/:id/service', {
    config: { access: { gate: [['view', 'students']] } }, schema: { params: idParams },
  }, async (request): Promise<StudentService> => {
    const { account, ability } = await accountAccessOf(request, context);
    const scoped = (subject: Subject, table: string) => tenantWhere(tenantCondition(account, TENANT_COLUMNS[subject]), table);
    const student = await db.selectFrom('students').select(['id']).where('id', '=', Number(request.params.id)).where(scoped('students', 'students')).executeTakeFirst();
    if (!student) throw notFound('No such students record.');
    // A portal that is not sent the runs' stops (the vendor's) is not told where a student gets on either.
    if (!stopsSent || !ability.can('view', 'routes')) throw forbidden();
    await auditRequest(context.database.db, request, context, { action: 'read', entity: 'students', recordId: student.id as number, detail: { via: 'service' } });

    const today = todayIn(account.account.timezone);
    const assignments = await db.selectFrom('studentAssignments').select(['id', 'routeId', 'stopSequence', 'daysOfWeek', 'effectiveTo'])
      .where('studentId', '=', student.id as number).where(inEffectOnDay(today)).execute();
    const routeIds = [...new Set(assignments.map((assignment) => assignment.routeId as number))];
    const serving = routeIds.length ? await db.selectFrom('routes').select(['id', 'number', 'direction', 'stops', 'startTime']).where('id', 'in', routeIds).where(scoped('routes', 'routes')).execute() : [];
    const runsById = new Map(serving.map((run) => [run.id as number, { ...(run as unknown as StoredRun), stops: JSON.parse(run.stops as string) as StoredRun['stops'] }]));
    const seesRides = ability.can('view', 'rides');
    const rides = seesRides ? await ridesToday(db, [...runsById.keys()], today, scoped('rides', 'rides')) : new Map<number, Row>();
    const service = serviceOf(assignments as unknown as ServiceAssignment[], runsById, (routeId) => {
      const ride = rides.get(routeId);
      return ride ? { ...rideTodayOf(ride), eta: null } : null;
    });
    // Where a ride is under way, when its bus is predicted at the student's stop.
    for (const run of service) {
      const ride = rides.get(run.routeId);
      if (run.today && ride?.status === 'en_route' && etas) run.today.eta = (await etas.of(ride as unknown as EtaRide)).stops.find((stop) => stop.sequence === run.stop.sequence) ?? null;
    }
    const lastScans = seesRides ? await scansOf(db, student.id as number, scoped('rides', 'studentScans')) : [];
    return { runs: service, lastScans };
  });

  app.get<{ Params: { id: string }; Querystring: { date?: string } }>('/api/routes/:id/students', {
    config: { access: { gate: [['view', 'routes']] } }, schema: { params: idParams, querystring: dayQuery },
  }, async (request): Promise<RunStudents> => {
    const { account, ability } = await accountAccessOf(request, context);
    if (!stopsSent) throw forbidden();
    const run = await db.selectFrom('routes').select(['id', 'stops']).where('id', '=', Number(request.params.id))
      .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.routes), 'routes')).executeTakeFirst();
    if (!run) throw notFound('No such routes record.');
    // Unless told, the run's next day of service: today's, or after a weekend or a holiday the next day it runs with its students.
    const today = todayIn(account.account.timezone);
    const day = request.query.date ?? (await nextServiceDay(context.database.db, run.id as number, today)) ?? today;
    const students = (await studentsAtStops(context.database.db, [run.id as number], day)).get(run.id as number);
    const named = ability.can('view', 'students');
    const stops = (JSON.parse(run.stops as string) as { sequence: number }[]).map(({ sequence }) => {
      const ids = [...(students?.get(sequence) ?? [])];
      return { sequence, studentCount: ids.length, studentIds: named ? ids : null };
    });
    return { day, stops };
  });
}

/** Each run's ride on `day` within the caller's tenant (the one under way, if two), with its bus and driver, by run. */
async function ridesToday(db: LooseDb, routeIds: number[], day: string, where: ReturnType<typeof tenantWhere>): Promise<Map<number, Row>> {
  if (!routeIds.length) return new Map();
  const rides = await db.selectFrom('rides').leftJoin('vehicles', 'vehicles.id', 'rides.vehicleId').leftJoin('drivers', 'drivers.id', 'rides.driverId')
    .select(['rides.id', 'rides.routeId', 'rides.displayId', 'rides.status', 'rides.scheduledStart', 'rides.scheduledEnd', 'rides.actualStart',
      'vehicles.number as vehicleNumber', 'drivers.firstName', 'drivers.lastName'])
    .where('rides.routeId', 'in', routeIds).where('rides.rideDate', '=', day).where(where).orderBy('rides.scheduledStart').execute();
  const byRun = new Map<number, Row[]>();
  for (const ride of rides) byRun.set(ride.routeId as number, [...(byRun.get(ride.routeId as number) ?? []), ride]);
  return new Map([...byRun].map(([routeId, ofRun]) => [routeId, rideOfTheDay(ofRun)!]));
}

const rideTodayOf = (ride: Row): Omit<StudentRideToday, 'eta'> => ({
  rideId: ride.id as number, displayId: ride.displayId as number, status: ride.status as string, scheduledStart: ride.scheduledStart as string,
  vehicleNumber: (ride.vehicleNumber as string | null) ?? null,
  driverName: ride.firstName ? `${ride.firstName as string} ${ride.lastName as string}` : null,
});

/** The student's last badge scans within the caller's tenant (a scan carries its ride's tenant), newest first. */
async function scansOf(db: LooseDb, studentId: number, where: ReturnType<typeof tenantWhere>): Promise<StudentScan[]> {
  const rows = await db.selectFrom('studentScans').leftJoin('vehicles', 'vehicles.id', 'studentScans.vehicleId').leftJoin('rides', 'rides.id', 'studentScans.rideId')
    .select(['studentScans.recordedAt', 'studentScans.kind', 'studentScans.rideId', 'vehicles.number as vehicleNumber', 'rides.displayId'])
    .where('studentScans.studentId', '=', studentId).where(where).orderBy('studentScans.recordedAt', 'desc').orderBy('studentScans.id', 'desc').limit(STUDENT_SCANS_SHOWN).execute();
  return rows.map((row) => ({
    at: row.recordedAt as string, kind: row.kind as StudentScan['kind'], vehicleNumber: (row.vehicleNumber as string | null) ?? null,
    rideId: (row.rideId as number | null) ?? null, rideDisplayId: (row.displayId as number | null) ?? null,
  }));
}
