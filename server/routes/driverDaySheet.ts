import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { CONTENT_APIS } from '../../resources/content/contentMetadata';
import { accountAccessOf } from '../access';
import type { AppContext } from '../context';
import { todayIn } from '../db/seed/calendar';
import { badRequest, notFound } from '../errors';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { auditStudentsNamed, drawRunPages, ridesWithCrew, sheetOf, sheetPdf, sheetRideOf, sheetRoute, type Sheet } from './routeSheet';

type LooseDb = Kysely<Record<string, Row>>;
const dayQuery = {
  type: 'object',
  properties: { driverId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }, date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
  required: ['driverId'], additionalProperties: false,
} as const;

const isCalendarDay = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The driver of the caller's tenant a day sheet is asked for, and the day (today on the account's clock unless named). */
export async function driverDayOf(request: FastifyRequest, context: AppContext, driverId: string, date: string | undefined): Promise<{ driver: Row; day: string }> {
  const { account } = await accountAccessOf(request, context);
  const db = context.database.db as unknown as LooseDb;
  if (date !== undefined && !isCalendarDay(date)) throw badRequest('date must be a day (YYYY-MM-DD).', 'BAD_REQUEST', 'date');
  const driver = /^[1-9][0-9]{0,9}$/.test(driverId)
    ? await db.selectFrom('drivers').select(['id', 'firstName', 'lastName']).where('id', '=', Number(driverId)).where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.drivers), 'drivers')).executeTakeFirst()
    : undefined;
  if (!driver) throw notFound('No such drivers record.');
  return { driver, day: date ?? todayIn(account.account.timezone) };
}

/** The rides of a driver on a day that the caller may see, in the order they are driven. */
export async function driverRidesOn(request: FastifyRequest, context: AppContext, driverId: number, day: string): Promise<Row[]> {
  const { account } = await accountAccessOf(request, context);
  const db = context.database.db as unknown as LooseDb;
  return ridesWithCrew(db).where('rides.driverId', '=', driverId).where('rides.rideDate', '=', day)
    .where(tenantWhere(tenantCondition(account, TENANT_COLUMNS.rides), 'rides')).orderBy('rides.scheduledStart').execute();
}

/**
 * A driver's day as one PDF (ROUTE_SHEET_PRINT): a first page listing the day's rides in order, then
 * each ride's run sheet — what a vendor e-mails a driver the evening before. The caller's tenant
 * bounds both the driver (another tenant's is 404) and the rides (a district sees its own).
 */
export async function driverDaySheetRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;
  sheetRoute<{ driverId: string; date?: string }>(app, context, CONTENT_APIS.driverDaySheet, dayQuery, async (request, { reader, withNames }) => {
    const { driver, day } = await driverDayOf(request, context, request.query.driverId, request.query.date);
    const rides = await driverRidesOn(request, context, driver.id as number, day);
    const runIds = [...new Set(rides.map((ride) => ride.routeId as number | null).filter((id): id is number => id !== null))];
    const runsById = new Map((runIds.length ? await db.selectFrom('routes').selectAll().where('id', 'in', runIds).execute() : []).map((run) => [run.id as number, run]));
    const sheets: Sheet[] = [];
    for (const ride of rides) {
      const run = runsById.get(ride.routeId as number);
      if (run) sheets.push(await sheetOf(db, run, day, withNames, sheetRideOf(ride)));
    }
    if (withNames) await auditStudentsNamed(request, context, sheets, 'driver-day-sheet');

    const driverName = `${String(driver.firstName)} ${String(driver.lastName)}`;
    const title = reader.translate('records.daySheet.title', { driver: driverName, date: reader.formats.date(day) });
    const pdf = await sheetPdf(reader, title, (doc, t) => {
      doc.font('bold').fontSize(18).text(title);
      doc.moveDown(0.5).font('regular').fontSize(11);
      if (!sheets.length) doc.text(t('records.daySheet.none'));
      for (const { run, ride } of sheets) {
        doc.text(t('records.daySheet.ride', { time: reader.formats.timeOfDayRange(String(run.startTime), String(run.endTime)), run: String(run.number), ride: ride!.displayId, vehicle: ride!.vehicle ?? '—' }));
      }
      for (const sheet of sheets) {
        doc.addPage();
        drawRunPages(doc, sheet, t, reader.formats);
      }
    });
    return { pdf, fileName: reader.translate('records.daySheet.fileName', { driver: driverName, date: day }) };
  });
}
