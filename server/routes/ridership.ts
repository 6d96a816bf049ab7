import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import type { Gate } from '../../permissions/menu';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import type { EmergencyManifest, EmergencyManifestStudent } from '../../resources/rides/details';
import { students as studentDeclaration } from '../../resources/students';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import { readerLocaleOf } from '../requestLocale';
import { sentFields, type Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { liveIssue } from '../telematics/ingest';
import { seesStudentNames, sheetPdf, sheetReaderOf, type SheetText } from './routeSheet';
import type { ExportReader } from '../../resources/engine/exportColumns';

type LooseDb = Kysely<Record<string, Row>>;
type IdParams = { Params: { id: string } };

/** An alert that cannot be put away without saying what became of the student. */
export const NOTE_REQUIRED_KINDS = ['left_on_bus'];
export const MAX_RESOLUTION_NOTE = 500;
/** A vehicle's scans this recent count for who is on it now: a morning's, not yesterday's. */
const ON_BOARD_WITHIN_MS = 12 * 60 * 60_000;

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;
const resolveBody = { type: 'object', additionalProperties: false, properties: { note: { type: 'string', maxLength: MAX_RESOLUTION_NOTE } } } as const;
const RESOLVE_ISSUES: Gate = [['assign', 'rides']];
const VIEW_RIDES: Gate = [['view', 'rides']];

/**
 * Ridership's own calls (issue "who is on the bus"): putting away a route issue by hand, and the
 * emergency manifest of a vehicle — who is on it now — as data and as a PDF to print.
 */
export async function ridershipRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db;
  const loose = db as unknown as LooseDb;

  app.post<IdParams & { Body: { note?: string } }>('/api/route-issues/:id/resolve', { config: { access: { gate: RESOLVE_ISSUES } }, schema: { params: idParams, body: resolveBody } }, async (request) => {
    const { account } = await accountAccessOf(request, context);
    const issue = await db.selectFrom('routeIssues').innerJoin('rides', 'rides.id', 'routeIssues.rideId').selectAll('routeIssues')
      .select(['rides.campusId', 'rides.yardId']).where('routeIssues.id', '=', Number(request.params.id))
      .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides') as never).executeTakeFirst();
    if (!issue) throw notFound('No such route issue.');
    const note = request.body?.note?.trim() ?? '';
    if (!note && NOTE_REQUIRED_KINDS.includes(issue.kind)) throw badRequest('Say what became of the student before resolving this alert.', 'NOTE_REQUIRED', 'note');
    const at = new Date().toISOString();
    const resolved = await db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('routeIssues').set({ resolvedAt: at, resolution: note || 'Resolved by dispatch', version: issue.version + 1, updatedAt: at })
        .where('id', '=', issue.id).where('resolvedAt', 'is', null).returningAll().executeTakeFirst();
      if (!row) throw new HttpError(409, 'This route issue was already resolved.', 'ALREADY_RESOLVED');
      await auditRequest(trx, request, context, { action: 'route-issue.resolve', entity: 'route-issues', recordId: issue.id, detail: { kind: issue.kind, rideId: issue.rideId, noted: Boolean(note) } });
      return row;
    });
    const message = liveIssue(resolved);
    context.live?.publishToTenants('route-issues', TENANT_COLUMNS.rides!, issue, message);
    return message;
  });

  const manifestOf = async (request: FastifyRequest<IdParams>): Promise<{ manifest: EmergencyManifest; reader: ExportReader }> => {
    const { account, ability, session } = await accountAccessOf(request, context);
    const since = new Date(Date.now() - ON_BOARD_WITHIN_MS).toISOString();
    const rideScope = tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides');
    const vehicle = await loose.selectFrom('vehicles').select(['id', 'number']).where('id', '=', Number(request.params.id))
      .where((eb) => eb.or([
        tenantWhere(tenantCondition(account, TENANT_COLUMNS.vehicles), 'vehicles')(eb),
        // A district sees the buses that carry its students: those of its rides.
        eb.exists(eb.selectFrom('rides').select('rides.id').whereRef('rides.vehicleId', '=', 'vehicles.id').where('rides.scheduledStart', '>=', since).where(rideScope)),
      ])).executeTakeFirst();
    if (!vehicle) throw notFound('No such vehicles record.');
    const withNames = seesStudentNames(context.role, ability);
    const withGuardians = withNames && sentFields(studentDeclaration, context.role).some(([name]) => name === 'guardians');
    const scans = await loose.selectFrom('studentScans').select(['studentId', 'kind', 'recordedAt', 'rideId'])
      .where('vehicleId', '=', vehicle.id as number).where('recordedAt', '>=', since).where('studentId', 'is not', null)
      .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'studentScans')).orderBy('recordedAt').orderBy('id').execute();
    const last = new Map<number, Row>();
    for (const scan of scans) last.set(scan.studentId as number, scan);
    const onBoard = [...last.values()].filter((scan) => scan.kind === 'board');
    const ids = onBoard.map((scan) => scan.studentId as number);
    const students = new Map((ids.length ? await loose.selectFrom('students').select(['id', 'firstName', 'lastName', 'grade', 'guardians']).where('id', 'in', ids).execute() : [])
      .map((row) => [row.id as number, row]));
    const stops = new Map((ids.length ? await db.selectFrom('studentAssignments').innerJoin('rides', 'rides.routeId', 'studentAssignments.routeId')
      .select(['studentAssignments.studentId', 'studentAssignments.stopSequence', 'rides.id as rideId'])
      .where('studentAssignments.studentId', 'in', ids).where('rides.id', 'in', [...new Set(onBoard.map((scan) => scan.rideId as number | null).filter((id): id is number => id !== null))].concat(0))
      .execute() : []).map((row) => [`${row.rideId}:${row.studentId}`, row.stopSequence]));
    const ride = await db.selectFrom('rides').leftJoin('routes', 'routes.id', 'rides.routeId').leftJoin('drivers', 'drivers.id', 'rides.driverId')
      .select(['rides.id', 'rides.displayId', 'rides.status', 'routes.number as routeNumber', 'drivers.firstName', 'drivers.lastName'])
      .where('rides.vehicleId', '=', vehicle.id as number).where('rides.scheduledStart', '>=', since).where('rides.status', 'in', ['en_route', 'completed', 'assigned'])
      .orderBy((eb) => eb.case().when('rides.status', '=', 'en_route').then(0).else(1).end()).orderBy('rides.scheduledStart', 'desc').executeTakeFirst();
    const manifest: EmergencyManifest = {
      vehicleId: vehicle.id as number,
      vehicleNumber: vehicle.number as string,
      at: new Date().toISOString(),
      ride: ride ? { id: ride.id, displayId: ride.displayId, routeNumber: ride.routeNumber, status: ride.status, driverName: ride.firstName ? `${ride.firstName} ${ride.lastName}` : null } : null,
      onBoard: onBoard.map((scan): EmergencyManifestStudent => {
        const student = students.get(scan.studentId as number);
        return {
          studentId: scan.studentId as number,
          name: withNames && student ? `${student.firstName} ${student.lastName}` : null,
          grade: withNames ? ((student?.grade as string | undefined) ?? null) : null,
          boardedAt: scan.recordedAt as string,
          stopSequence: stops.get(`${scan.rideId}:${scan.studentId}`) ?? null,
          guardians: withGuardians ? guardiansOf(student?.guardians) : null,
        };
      }),
    };
    if (withNames) {
      for (const { studentId } of manifest.onBoard) await auditRequest(db, request, context, { action: 'read', entity: 'students', recordId: studentId, detail: { via: 'emergency-manifest', vehicleId: manifest.vehicleId } });
    }
    return { manifest, reader: sheetReaderOf(readerLocaleOf(request, session.locale), account.account) };
  };

  app.get<IdParams>('/api/vehicles/:id/manifest', { config: { access: { gate: VIEW_RIDES } }, schema: { params: idParams } }, async (request) => (await manifestOf(request)).manifest);

  app.get<IdParams>('/api/vehicles/:id/manifest.pdf', { config: { access: { gate: VIEW_RIDES } }, schema: { params: idParams } }, async (request, reply) => {
    const { manifest, reader } = await manifestOf(request);
    const title = reader.translate('ridership.emergency.title', { vehicle: manifest.vehicleNumber });
    const pdf = await sheetPdf(reader, title, (doc, t) => drawEmergencyManifest(doc, manifest, t, reader.formats));
    const fileName = `emergency-manifest-${manifest.vehicleNumber}`.replace(/[^\w.-]+/g, '-');
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}.pdf"`).send(pdf);
  });
}

function guardiansOf(stored: unknown): EmergencyManifestStudent['guardians'] {
  const list = typeof stored === 'string' ? (JSON.parse(stored) as Record<string, string | null>[]) : [];
  return list.map(({ name, relationship, phone, otherPhone }) => ({ name: name ?? '', relationship: relationship ?? null, phone: phone ?? null, otherPhone: otherPhone ?? null }));
}

/** One page (or more) to hand a first responder: the bus, its ride, and each student on board with whom to call. */
function drawEmergencyManifest(doc: PDFKit.PDFDocument, manifest: EmergencyManifest, t: SheetText, formats: ExportReader['formats']): void {
  const width = doc.page.width - 80;
  doc.font('bold').fontSize(18).text(t('ridership.emergency.title', { vehicle: manifest.vehicleNumber }), 40);
  doc.font('regular').fontSize(10).fillColor('#444').text(t('ridership.emergency.printedAt', { time: formats.dateTime(manifest.at) }));
  if (manifest.ride) {
    doc.text(t('ridership.emergency.ride', { ride: manifest.ride.displayId, run: manifest.ride.routeNumber ?? '—', driver: manifest.ride.driverName ?? '—' }));
  }
  doc.moveDown(0.5).fillColor('#000').font('bold').fontSize(14).text(t('ridership.emergency.onBoard', { smart_count: manifest.onBoard.length }));
  doc.moveDown(0.3);
  manifest.onBoard.forEach((student, index) => {
    if (doc.y > doc.page.height - 100) doc.addPage();
    const who = student.name ? `${student.name}${student.grade ? ` · ${t('ridership.emergency.grade', { grade: student.grade })}` : ''}` : t('ridership.emergency.unnamed', { number: index + 1 });
    doc.font('bold').fontSize(11).text(`${index + 1}. ${who}`, 40, doc.y, { width });
    const boarded = t('ridership.emergency.boarded', { time: formats.time(student.boardedAt) })
      + (student.stopSequence === null ? '' : ` · ${t('ridership.emergency.stop', { stop: student.stopSequence })}`);
    doc.font('regular').fontSize(10).fillColor('#444').text(boarded, 56, doc.y, { width: width - 16 });
    for (const guardian of student.guardians ?? []) {
      const phones = [guardian.phone, guardian.otherPhone].filter(Boolean).join(' · ') || '—';
      const relation = guardian.relationship ? ` (${t(`choices.${guardian.relationship}`, { _: guardian.relationship })})` : '';
      doc.fillColor('#000').text(`${guardian.name}${relation}: ${phones}`, 56, doc.y, { width: width - 16 });
    }
    doc.fillColor('#000').moveDown(0.4);
  });
  if (!manifest.onBoard.length) doc.font('regular').fontSize(11).text(t('ridership.emergency.nobody'));
}
