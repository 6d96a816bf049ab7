import type { FastifyInstance } from 'fastify';
import type { Gate } from '../../../permissions/menu';
import type { ExplorerViolation } from '../../../resources/route-explorer/explorer';
import { accountAccessOf } from '../../access';
import { objectSchema } from '../../auth/schemas';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import { deleteVersionQuery, versionToDelete, type DeleteVersionQuery } from '../../deleteVersion';
import { badRequest, HttpError, notFound } from '../../errors';
import { idParam, inOneTransaction, staleVersion } from '../settings/settingWrites';
import { explorableRun, explorerViolationsOf, plannedRunOf, studentsToday, violationContextOf } from './explorerData';

const WAIVE: Gate = [['edit-violations', 'route-explorer']];
const REASON = { min: 3, max: 500 } as const;
const waiverBody = objectSchema({
  routeId: { type: 'integer', minimum: 1 }, key: { type: 'string', maxLength: 60 }, reason: { type: 'string', maxLength: REASON.max + 50 },
}, ['routeId', 'key', 'reason']);

/**
 * Waivers (ROUTE_EXPLORER_VIOLATION_EDIT): a violation the district accepts on purpose, kept with
 * who, when and why; taking the waiver back (at the version shown) shows the violation again.
 */
export async function waiverRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  app.post<{ Body: { routeId: number; key: string; reason: string } }>('/api/route-explorer/waivers', {
    config: { access: { gate: WAIVE } }, schema: { body: waiverBody },
  }, async (request, reply): Promise<ExplorerViolation> => {
    const access = await accountAccessOf(request, context);
    const run = await explorableRun(db, access, request.body.routeId);
    const reason = request.body.reason.trim();
    if (reason.length < REASON.min || reason.length > REASON.max) throw badRequest(`Say why the violation is accepted, in ${REASON.min} to ${REASON.max} characters.`, 'REASON_REQUIRED');
    const checks = await violationContextOf(db, run.districtId, [run.id], context.role);
    const students = await studentsToday(db, access, [run.id]);
    const violation = explorerViolationsOf(run.id, plannedRunOf(run, students.get(run.id)), checks).find((found) => found.key === request.body.key);
    if (!violation) throw new HttpError(409, 'The run has no such violation now: it may have been fixed since.', 'NO_SUCH_VIOLATION');
    if (violation.waiver) throw new HttpError(409, 'This violation is waived already.', 'ALREADY_WAIVED');
    const waivedAt = new Date().toISOString();
    const waiver = await inOneTransaction(db, async (trx) => {
      const saved = await trx.insertInto('routeViolationWaivers').values({
        routeId: run.id, districtId: run.districtId, violationKey: violation.key, reason, waivedByUserId: access.session.userId, waivedAt, createdAt: waivedAt, updatedAt: waivedAt,
      }).returning(['id', 'version']).executeTakeFirstOrThrow();
      await auditRequest(trx, request, context, { action: 'waive', entity: 'route-explorer', recordId: run.id, tenant: { kind: 'district', id: run.districtId }, detail: { key: violation.key, reason } });
      return saved;
    });
    const user = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', access.session.userId).executeTakeFirstOrThrow();
    reply.status(201);
    return { ...violation, waiver: { id: waiver.id, version: waiver.version, reason, waivedAt, waivedBy: `${user.firstName} ${user.lastName}` } };
  });

  app.delete<{ Params: { id: string }; Querystring: DeleteVersionQuery }>('/api/route-explorer/waivers/:id', {
    config: { access: { gate: WAIVE } }, schema: { params: objectSchema({ id: idParam }, ['id']), querystring: deleteVersionQuery },
  }, async (request, reply) => {
    const access = await accountAccessOf(request, context);
    const waiver = await db.selectFrom('routeViolationWaivers').select(['id', 'routeId', 'violationKey', 'version']).where('id', '=', Number(request.params.id)).executeTakeFirst();
    if (!waiver) throw notFound('No such waiver.');
    const run = await explorableRun(db, access, waiver.routeId);
    const version = versionToDelete(request.query);
    if (version !== waiver.version) throw staleVersion();
    await inOneTransaction(db, async (trx) => {
      const deleted = await trx.deleteFrom('routeViolationWaivers').where('id', '=', waiver.id).where('version', '=', version).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw staleVersion();
      await auditRequest(trx, request, context, { action: 'unwaive', entity: 'route-explorer', recordId: run.id, tenant: { kind: 'district', id: run.districtId }, detail: { key: waiver.violationKey } });
    });
    return reply.status(204).send();
  });
}
