import polyline from '@mapbox/polyline';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition, type AppAbility } from '../../permissions/defineAbility';
import type { Gate } from '../../permissions/menu';
import { CONTENT_APIS } from '../../resources/content/contentMetadata';
import type { Subject } from '../../permissions/subjects';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { POLYLINE_PRECISION } from '../../resources/engine/fields';
import { routes as runs } from '../../resources/routes';
import { directionsAlong, NEEDS, type Need, type SheetPoint, type SheetStop } from '../../resources/routes/sheet';
import { students as studentDeclaration } from '../../resources/students';
import type { ExportReader } from '../../resources/engine/exportColumns';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import { directionOf, type LocaleCode } from '../../i18n/locales';
import type { AccountResponse, SessionAccount } from '../../permissions/accountContext';
import type { DeploymentRole } from '../config';
import type { Database } from '../db/schema';
import type { AppContext } from '../context';
import { todayIn } from '../db/seed/calendar';
import { notFound } from '../errors';
import { readerLocaleOf } from '../requestLocale';
import { exportReaderOf } from '../resources/recordExport';
import { sentFields, type Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { nextServiceDay, studentsAtStops, stopsWithStudents } from '../transportation/stopStudents';
import { SHEET_LOCALES, SheetDocument } from './sheetFonts';

type LooseDb = Kysely<Record<string, Row>>;
type StoredStop = Omit<SheetStop, 'studentCount' | 'needs' | 'students'>;

const runQuery = { type: 'object', properties: { routeId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['routeId'], additionalProperties: false } as const;
export const PRINT_ROUTES: Gate = [['print', 'routes']];
/** How a sheet reads for a reader of `locale`: in their language where the sheets can write it (sheetFonts.ts), else in English. */
export const sheetReaderOf = (locale: LocaleCode, account: SessionAccount): ExportReader => exportReaderOf(SHEET_LOCALES.has(locale) ? locale : 'en', account);
const PATH_COLOR = '#1565c0';
const STOP_COLOR = '#c62828';

/** The ride a sheet is printed for: its number, bus and crew. */
export interface SheetRide {
  displayId: number;
  vehicle: string | null;
  driver: string | null;
  monitor: string | null;
}

/** What a route sheet shows, read within the caller's tenant. */
export interface Sheet {
  run: Row;
  names: { campus: string | null; district: string | null; vendor: string | null };
  ride: SheetRide | null;
  /** The day the sheet is for. */
  today: string;
  stops: SheetStop[];
  path: SheetPoint[];
  /** The students it covers (named or counted), for the audit log. */
  studentIds: number[];
}

/** The rides with their bus and crew, as a sheet names them: joined once, filtered by the caller. */
export const ridesWithCrew = (db: LooseDb) => db.selectFrom('rides').leftJoin('vehicles', 'vehicles.id', 'rides.vehicleId').leftJoin('drivers', 'drivers.id', 'rides.driverId').leftJoin('monitors', 'monitors.id', 'rides.monitorId')
  .select(['rides.id', 'rides.routeId', 'rides.displayId', 'rides.rideDate', 'rides.scheduledStart', 'vehicles.number as vehicle', 'drivers.firstName as driverFirst', 'drivers.lastName as driverLast', 'monitors.firstName as monitorFirst', 'monitors.lastName as monitorLast']);

const person = (first: unknown, last: unknown) => (first ? `${String(first)} ${String(last)}` : null);

/** A ride of `ridesWithCrew` as a sheet names it. */
export const sheetRideOf = (ride: Row): SheetRide => ({ displayId: ride.displayId as number, vehicle: (ride.vehicle as string | null) ?? null, driver: person(ride.driverFirst, ride.driverLast), monitor: person(ride.monitorFirst, ride.monitorLast) });

/**
 * A run's route sheet as a PDF (ROUTE_SHEET_PRINT), handed out by the content landing page (spec 2.9): what a vendor e-mails to a driver and a driver
 * takes on the bus. Page size by the account's measurement (Letter in US units, A4 otherwise); the
 * students' names at each stop only for those who may view students and are sent the run's stops,
 * the counts and needs for the others; a read of those students' records for the audit log.
 */
export async function routeSheetRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;
  sheetRoute<{ routeId: string }>(app, context, CONTENT_APIS.routeSheet, runQuery, async (request, { account, reader, withNames }) => {
    const scoped = (subject: Subject, table: string) => tenantWhere(tenantCondition(account, TENANT_COLUMNS[subject]), table);
    const run = await runOf(request, context, request.query.routeId);
    // The sheet of the run's next day of service: today's, or after a weekend or a holiday the next day it runs with its students.
    const today = todayIn(account.account.timezone);
    const day = (await nextServiceDay(context.database.db, run.id as number, today)) ?? today;
    const ride = await ridesWithCrew(db).where('rides.routeId', '=', run.id as number).where('rides.rideDate', '>=', day).where(scoped('rides', 'rides'))
      .orderBy('rides.rideDate').orderBy('rides.scheduledStart').executeTakeFirst();
    const sheet = await sheetOf(db, run, (ride?.rideDate as string | undefined) ?? day, withNames, ride ? sheetRideOf(ride) : null);
    if (withNames) await auditStudentsNamed(request, context, [sheet], 'route-sheet');
    const pdf = await sheetPdf(reader, reader.translate('records.sheet.title', { run: String(run.number) }), (doc, t) => drawRunPages(doc, sheet, t, reader.formats));
    return { pdf, fileName: reader.translate('records.sheet.fileName', { run: String(run.number) }) };
  });
}

/** Who a sheet is drawn for: their account, their language and formats, and whether it may name students. */
export interface SheetCaller {
  account: AccountResponse;
  reader: ExportReader;
  withNames: boolean;
}

/**
 * A sheet's route, for those who may print route sheets (ROUTE_SHEET_PRINT), its query checked by
 * `querystring`: `draw` makes the caller's PDF, sent as an attachment under its file name.
 */
export function sheetRoute<Query>(app: FastifyInstance, context: AppContext, path: string, querystring: object,
  draw: (request: FastifyRequest<{ Querystring: Query }>, caller: SheetCaller) => Promise<{ pdf: Buffer; fileName: string }>): void {
  app.get<{ Querystring: Query }>(path, { config: { access: { gate: PRINT_ROUTES } }, schema: { querystring } }, async (request, reply) => {
    const { account, ability, session } = await accountAccessOf(request, context);
    const reader = sheetReaderOf(readerLocaleOf(request, session.locale), account.account);
    const { pdf, fileName } = await draw(request, { account, reader, withNames: seesStudentNames(context.role, ability) });
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]+/g, '-')}.pdf"`).send(pdf);
  });
}

/** Whether a portal's sheets may name students: it is sent the runs' stops and the students' names (not the vendor's). */
export const studentNamesSentTo = (role: DeploymentRole) => sentFields(runs, role).some(([name]) => name === 'stops') && sentFields(studentDeclaration, role).some(([name]) => name === 'firstName');

/** Whether a caller of this portal is shown students' names: the portal is sent them, and the caller may view students. */
export const seesStudentNames = (role: DeploymentRole, ability: AppAbility) => studentNamesSentTo(role) && ability.can('view', 'students');

/** The run of the caller's tenant a route sheet is asked for: another tenant's is one that does not exist. */
export async function runOf(request: FastifyRequest, context: AppContext, routeId: string): Promise<Row> {
  const { account } = await accountAccessOf(request, context);
  const db = context.database.db as unknown as LooseDb;
  const run = /^[1-9][0-9]{0,9}$/.test(routeId)
    ? await db.selectFrom('routes').selectAll().where('id', '=', Number(routeId)).where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.routes), 'routes')).executeTakeFirst()
    : undefined;
  if (!run) throw notFound('No such routes record.');
  return run;
}

/** Each student a sheet names, as a read of their record for the audit log. */
export async function auditStudentsNamed(request: FastifyRequest, context: AppContext, sheets: readonly Sheet[], via: string): Promise<void> {
  const read = new Set(sheets.flatMap((sheet) => sheet.studentIds));
  for (const recordId of read) await auditRequest(context.database.db, request, context, { action: 'read', entity: 'students', recordId, detail: { via } });
}

/** What a sheet shows of `run` on `day`, for `ride`: its stops with their students (named, or counted), its path. */
export async function sheetOf(db: LooseDb, run: Row, day: string, withNames: boolean, ride: SheetRide | null): Promise<Sheet> {
  const nameOf = async (table: string, id: unknown) => (id == null ? null : ((await db.selectFrom(table).select('name').where('id', '=', id as number).executeTakeFirst())?.name as string | undefined) ?? null);
  const atStops = (await studentsAtStops(db as unknown as Kysely<Database>, [run.id as number], day)).get(run.id as number);
  const stored = stopsWithStudents(JSON.parse(run.stops as string) as StoredStop[], atStops);
  const ids = stored.flatMap((stop) => stop.studentIds);
  const students = new Map((ids.length ? await db.selectFrom('students').select(['id', 'firstName', 'lastName', ...NEEDS]).where('id', 'in', ids).execute() : []).map((row) => [row.id as number, row]));
  return {
    run,
    names: { campus: await nameOf('campuses', run.campusId), district: await nameOf('districts', run.districtId), vendor: await nameOf('vendors', run.vendorId) },
    ride,
    today: day,
    studentIds: ids,
    stops: stored.map(({ studentIds, ...stop }) => {
      const here = studentIds.flatMap((id) => students.get(id) ?? []);
      const needsOf = (student: Row) => NEEDS.filter((need) => Boolean(student[need]));
      const needs = Object.fromEntries(NEEDS.map((need) => [need, here.filter((student) => student[need]).length])) as Record<Need, number>;
      return { ...stop, studentCount: studentIds.length, needs, students: withNames ? here.map((student) => ({ name: `${String(student.firstName)} ${String(student.lastName)}`, needs: needsOf(student) })) : null };
    }),
    path: run.polyline ? polyline.decode(run.polyline as string, POLYLINE_PRECISION).map(([lat, lng]) => ({ lat, lng })) : [],
  };
}

/** Thin and narrow spaces (between a time and "AM", around a range's dash) as plain no-break spaces, which every font has. */
const printable = (text: string) => text.replace(/[\u2009\u202f]/g, '\u00a0');

/** A text of the reader's language, printable in the sheet's font. */
export type SheetText = (key: string, params?: Record<string, string | number>) => string;

/**
 * A PDF of sheets for the reader: Letter pages in US units, A4 otherwise, in Noto Sans (and its
 * Chinese), titled;
 * `draw` writes its pages.
 */
export function sheetPdf({ locale, translate, measurementSystem }: ExportReader, title: string, draw: (doc: SheetDocument, t: SheetText) => void): Promise<Buffer> {
  const t: SheetText = (key, params) => printable(translate(key, params));
  const doc = new SheetDocument({ size: measurementSystem === 'us' ? 'LETTER' : 'A4', margin: 40, info: { Title: printable(title) } }, directionOf(locale));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc, t);
  doc.end();
  return done;
}

/** A run's sheet from the page `doc` is on: heading, the path and stops on a plain map, the stops' table, then the directions on a page of their own. */
export function drawRunPages(doc: SheetDocument, sheet: Sheet, t: SheetText, formats: ExportReader['formats']): void {
  const width = doc.page.width - 80;
  const { run, names, ride } = sheet;

  doc.font('bold').fontSize(18).text(t('records.sheet.title', { run: String(run.number) }), 40);
  doc.font('regular').fontSize(10).fillColor('#444')
    .text(printable([t(`choices.${String(run.direction)}`), formats.timeOfDayRange(String(run.startTime), String(run.endTime)), names.campus, names.district, names.vendor].filter(Boolean).join(' · ')))
    .text(ride
      ? t('records.sheet.today', { date: formats.date(sheet.today), ride: ride.displayId, vehicle: ride.vehicle ?? '—', driver: ride.driver ?? '—' }) + (ride.monitor ? ` · ${t('records.sheet.monitor', { monitor: ride.monitor })}` : '')
      : t('records.sheet.noRideToday', { date: formats.date(sheet.today) }));
  if (run.distanceMeters != null) doc.text(t('records.sheet.distance', { distance: formats.distance(Number(run.distanceMeters)) }));
  doc.moveDown(0.5);
  // The stops' numbers are text, which moves the cursor: the table starts under the map, wherever the last number was.
  const mapTop = doc.y;
  doc.unmirrored(() => drawMap(doc, sheet, 40, mapTop, width, 220));
  doc.y = mapTop + 230;

  doc.fillColor('#000').font('bold').fontSize(12).text(t('records.stops.label'), 40);
  doc.moveDown(0.3);
  for (const stop of sheet.stops) {
    if (doc.y > doc.page.height - 100) doc.addPage();
    const top = doc.y;
    doc.font('bold').fontSize(10).text(`${stop.sequence}`, 40, top, { width: 24 });
    doc.text(stop.time ? printable(formats.timeOfDay(stop.time)) : '—', 64, top, { width: 70 });
    doc.font('regular').text(stop.address, 134, top, { width: width - 94 });
    const needs = NEEDS.filter((need) => stop.needs[need]).map((need) => `${t(`resources.students.fields.${need}`)} ${stop.needs[need]}`);
    const who = stop.students
      ? stop.students.map(({ name, needs: own }) => (own.length ? `${name} (${own.map((need) => t(`resources.students.fields.${need}`)).join(', ')})` : name)).join(' · ')
      : [t('records.stops.count', { smart_count: stop.studentCount }), ...needs].join(' · ');
    doc.fillColor('#444').text(who || t('records.stops.count', { smart_count: 0 }), 134, doc.y, { width: width - 94 }).fillColor('#000');
    doc.moveDown(0.4);
  }

  doc.addPage();
  doc.font('bold').fontSize(12).text(t('records.sheet.directions'));
  doc.moveDown(0.3).font('regular').fontSize(10);
  directionsAlong(sheet.path, sheet.stops).forEach((step, index) => {
    const line = t(`records.sheet.turn.${step.turn}`, { heading: t(`records.sheet.heading.${step.heading}`), distance: formats.distance(step.meters) });
    doc.text(`${index + 1}. ${line}${step.stop !== undefined ? ` — ${t('records.sheet.atStop', { stop: step.stop })}` : ''}`);
  });
}

/** The path and numbered stops on a plain ground, north up, fitted to the box (no street tiles in a printed sheet). */
function drawMap(doc: PDFKit.PDFDocument, sheet: Sheet, x: number, y: number, width: number, height: number): void {
  doc.save().rect(x, y, width, height).fill('#eef2f0').restore();
  const points = [...sheet.path, ...sheet.stops];
  if (!points.length) return;
  const cos = Math.cos((points[0].lat * Math.PI) / 180);
  const xs = points.map(({ lng }) => lng * cos);
  const ys = points.map(({ lat }) => lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((width - 30) / (maxX - minX || 1e-6), (height - 30) / (maxY - minY || 1e-6));
  // Centred in the box, whichever way it is the narrower.
  const [left, bottom] = [x + (width - (maxX - minX) * scale) / 2, y + height - (height - (maxY - minY) * scale) / 2];
  const at = ({ lat, lng }: SheetPoint): [number, number] => [left + (lng * cos - minX) * scale, bottom - (lat - minY) * scale];
  if (sheet.path.length > 1) {
    doc.save().lineWidth(2.5).strokeColor(PATH_COLOR).moveTo(...at(sheet.path[0]));
    for (const point of sheet.path.slice(1)) doc.lineTo(...at(point));
    doc.stroke().restore();
  }
  for (const stop of sheet.stops) {
    const [cx, cy] = at(stop);
    doc.save().circle(cx, cy, 7).fill(STOP_COLOR).restore();
    doc.save().fillColor('#fff').font('bold').fontSize(7).text(String(stop.sequence), cx - 7, cy - 4.5, { width: 14, align: 'center', lineBreak: false }).restore();
  }
}
