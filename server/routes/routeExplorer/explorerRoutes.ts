import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Gate } from '../../../permissions/menu';
import {
  MAX_SELECTED_RUNS, type ExplorerDistrict, type ExplorerRun, type ExplorerRunList, type ExplorerRunSummary,
} from '../../../resources/route-explorer/explorer';
import { SEATS_BY_VEHICLE_TYPE } from '../../../resources/route-explorer/violations';
import { accountAccessOf, type AccountAccess } from '../../access';
import { objectSchema } from '../../auth/schemas';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { idParam } from '../settings/settingWrites';
import { explorableRuns, explorerRunOf, limitsOf, studentsToday, violationContextOf } from './explorerData';

const VIEW: Gate = [['view', 'route-explorer']];
const districtParams = objectSchema({ districtId: idParam }, ['districtId']);
type DistrictParams = { Params: { districtId: string } };

const summaryOf = ({ id, number, direction, campusName, vendorName, startTime, endTime, vehicleType, stopCount, studentCount, openViolations, hasDraft }: ExplorerRun): ExplorerRunSummary =>
  ({ id, number, direction, campusName, vendorName, startTime, endTime, vehicleType, stopCount, studentCount, openViolations, hasDraft });

/**
 * The route explorer (/route-explorer, ROUTE_EXPLORER_VIEW): the districts whose runs the caller may
 * see, a district's runs, and a selection of them in full. Violations are computed here, from the
 * district's limits, and shown with ROUTE_EXPLORER_VIOLATION_VIEW.
 */
export async function explorerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  const districtsOf = (access: AccountAccess) => db.selectFrom('districts').select(['id', 'name'])
    .where('id', 'in', explorableRuns(db, access).clearSelect().select('routes.districtId')).orderBy('name');
  /** A district none of whose runs the caller may see is one that does not exist. */
  const visibleDistrict = async (request: FastifyRequest<DistrictParams>) => {
    const access = await accountAccessOf(request, context);
    const district = await districtsOf(access).where('id', '=', Number(request.params.districtId)).executeTakeFirst();
    if (!district) throw notFound('No such district.');
    return { access, district };
  };
  const runsIn = async (access: AccountAccess, districtId: number, ids?: number[]) => {
    let query = explorableRuns(db, access).where('routes.districtId', '=', districtId);
    if (ids) query = query.where('routes.id', 'in', ids);
    const rows = await query.orderBy('routes.number').execute();
    const drafts = new Set((await db.selectFrom('routeExplorerDrafts').select('routeId').where('districtId', '=', districtId).execute()).map((draft) => draft.routeId));
    const checks = access.ability.can('view-violations', 'route-explorer') ? await violationContextOf(db, districtId, rows.map((row) => row.id), context.role) : null;
    const students = await studentsToday(db, access, rows.map((row) => row.id));
    return rows.map((row) => explorerRunOf(row, checks, drafts.has(row.id), students));
  };

  app.get('/api/route-explorer/districts', { config: { access: { gate: VIEW } } }, async (request): Promise<ExplorerDistrict[]> =>
    districtsOf(await accountAccessOf(request, context)).execute());

  app.get<DistrictParams>('/api/route-explorer/districts/:districtId/runs', { config: { access: { gate: VIEW } }, schema: { params: districtParams } }, async (request): Promise<ExplorerRunList> => {
    const { access, district } = await visibleDistrict(request);
    const runs = await runsIn(access, district.id);
    const place = await db.selectFrom('districts').select(['lat', 'lng']).where('id', '=', district.id).executeTakeFirstOrThrow();
    const center = place.lat !== null && place.lng !== null ? { lat: place.lat, lng: place.lng } : null;
    return { district, center, limits: { ...(await limitsOf(db, district.id)), seats: SEATS_BY_VEHICLE_TYPE }, runs: runs.map(summaryOf) };
  });

  app.get<DistrictParams & { Querystring: { ids: string } }>('/api/route-explorer/districts/:districtId/runs/details', {
    config: { access: { gate: VIEW } },
    schema: { params: districtParams, querystring: objectSchema({ ids: { type: 'string', pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_SELECTED_RUNS - 1}}$` } }, ['ids']) },
  }, async (request): Promise<ExplorerRun[]> => {
    const { access, district } = await visibleDistrict(request);
    // A selection kept from an earlier visit may name runs gone since, or of another district: they are left out.
    const runs = await runsIn(access, district.id, [...new Set(request.query.ids.split(',').map(Number))]);
    if (runs.some((run) => run.violations?.some((violation) => violation.studentName))) {
      await auditRequest(db, request, context, { action: 'read', entity: 'route-explorer', tenant: { kind: 'district', id: district.id }, detail: { runIds: runs.map((run) => run.id) } });
    }
    return runs;
  });
}
