import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Gate } from '../../../permissions/menu';
import type { PublishResult, RunDraftChange, RunManagement } from '../../../resources/route-explorer/explorer';
import { applyRunEdit, renumbered } from '../../../resources/route-explorer/runDraft';
import { accountAccessOf } from '../../access';
import { objectSchema } from '../../auth/schemas';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { idParam, inOneTransaction, staleVersion } from '../settings/settingWrites';
import { explorableRun, explorerRunOf, explorerStopsOf, explorerViolationsOf, plannedRunOf, studentsToday, violationContextOf } from './explorerData';
import { rescheduleFutureRides } from './futureRides';

const EDIT: Gate = [['edit', 'route-explorer']];
const PUBLISH: Gate = [['publish', 'route-explorer']];
const MAX_STOPS = 200;
const runParams = objectSchema({ id: idParam }, ['id']);
const versionBody = objectSchema({ version: { type: 'integer' } }, ['version']);
const draftBody = objectSchema({
  version: { type: ['integer', 'null'] },
  stops: { type: 'array', maxItems: MAX_STOPS, items: objectSchema({ sequence: { type: 'integer' }, time: { type: 'string', maxLength: 5 } }, ['sequence', 'time']) },
}, ['version', 'stops']);
type RunParams = { Params: { id: string } };

const noDraft = () => new HttpError(409, 'The run has no unpublished changes.', 'NO_DRAFT');

/**
 * Route management (/route-explorer/route-management): a run's stop order and times are edited into
 * a draft (ROUTE_EXPLORER_EDIT), checked as the explorer checks runs, then published onto the run
 * (PUBLISH_EXPLORER_ROUTE), which the rides of later dates follow. Every step is version-checked.
 */
export async function routeManagementRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  const scoped = async (request: FastifyRequest<RunParams>) => {
    const access = await accountAccessOf(request, context);
    const run = await explorableRun(db, access, Number(request.params.id));
    const draft = await db.selectFrom('routeExplorerDrafts').leftJoin('users', 'users.id', 'routeExplorerDrafts.updatedByUserId')
      .selectAll('routeExplorerDrafts').select(['users.firstName', 'users.lastName']).where('routeId', '=', run.id).executeTakeFirst();
    return { access, run, draft, students: (await studentsToday(db, access, [run.id])).get(run.id) };
  };
  const managementOf = async ({ access, run, draft, students }: Awaited<ReturnType<typeof scoped>>): Promise<RunManagement> => {
    const checks = access.ability.can('view-violations', 'route-explorer') ? await violationContextOf(db, run.districtId, [run.id], context.role) : null;
    const edited = draft && plannedRunOf({ ...run, ...draft }, students);
    return {
      run: explorerRunOf(run, checks, Boolean(draft), new Map(students ? [[run.id, students]] : [])),
      draft: draft && edited ? {
        version: draft.version, baseVersion: draft.baseVersion, startTime: draft.startTime, endTime: draft.endTime, stops: explorerStopsOf(edited),
        violations: checks ? explorerViolationsOf(run.id, edited, checks) : null, updatedAt: draft.updatedAt, updatedBy: draft.firstName ? `${draft.firstName} ${draft.lastName}` : null,
      } : null,
    };
  };
  const audited = (trx: Kysely<Database>, request: FastifyRequest, found: Awaited<ReturnType<typeof scoped>>, action: string, detail: Record<string, unknown>) =>
    auditRequest(trx, request, context, { action, entity: 'route-explorer', recordId: found.run.id, tenant: { kind: 'district', id: found.run.districtId }, detail });

  app.get<RunParams>('/api/route-explorer/runs/:id/management', { config: { access: { gate: EDIT } }, schema: { params: runParams } }, async (request) =>
    managementOf(await scoped(request)));

  app.put<RunParams & { Body: RunDraftChange }>('/api/route-explorer/runs/:id/draft', {
    config: { access: { gate: EDIT } }, schema: { params: runParams, body: draftBody },
  }, async (request) => {
    const found = await scoped(request);
    const { run, draft, access } = found;
    if ((draft?.version ?? null) !== request.body.version) throw staleVersion();
    const edit = applyRunEdit(plannedRunOf(run, undefined), request.body);
    if ('problem' in edit) throw badRequest(edit.problem, 'VALIDATION_FAILED');
    const now = new Date().toISOString();
    // A draft keeps where and when; its students are the assignments' (by the stops' numbers before publishing).
    const values = { stops: JSON.stringify(edit.run.stops.map(({ studentIds: _assigned, ...stop }) => stop)), startTime: edit.run.startTime, endTime: edit.run.endTime, updatedByUserId: access.session.userId };
    await inOneTransaction(db, async (trx) => {
      const saved = draft
        ? await trx.updateTable('routeExplorerDrafts').set({ ...values, version: draft.version + 1, updatedAt: now }).where('id', '=', draft.id).where('version', '=', draft.version).returning('id').executeTakeFirst()
        : await trx.insertInto('routeExplorerDrafts').values({ routeId: run.id, districtId: run.districtId, baseVersion: run.version, ...values, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
      if (!saved) throw staleVersion();
      await audited(trx, request, found, 'edit-draft', { order: request.body.stops.map((stop) => stop.sequence), startTime: values.startTime, endTime: values.endTime });
    });
    return managementOf(await scoped(request));
  });

  app.post<RunParams & { Body: { version: number } }>('/api/route-explorer/runs/:id/draft/discard', {
    config: { access: { gate: EDIT } }, schema: { params: runParams, body: versionBody },
  }, async (request) => {
    const found = await scoped(request);
    if (!found.draft) throw noDraft();
    if (found.draft.version !== request.body.version) throw staleVersion();
    await inOneTransaction(db, async (trx) => {
      const gone = await trx.deleteFrom('routeExplorerDrafts').where('id', '=', found.draft!.id).where('version', '=', request.body.version).executeTakeFirst();
      if (!gone.numDeletedRows) throw staleVersion();
      await audited(trx, request, found, 'discard-draft', {});
    });
    return managementOf(await scoped(request));
  });

  app.post<RunParams & { Body: { version: number } }>('/api/route-explorer/runs/:id/publish', {
    config: { access: { gate: PUBLISH } }, schema: { params: runParams, body: versionBody },
  }, async (request): Promise<PublishResult> => {
    const found = await scoped(request);
    const { run, draft } = found;
    if (!draft) throw noDraft();
    if (draft.version !== request.body.version) throw staleVersion();
    if (draft.baseVersion !== run.version) throw new HttpError(409, 'The run was changed since this edit began. Discard the edit and start again.', 'RUN_CHANGED');
    const ordered = plannedRunOf({ ...run, ...draft }, undefined).stops.map(({ studentIds: _assigned, ...stop }) => stop);
    const stops = renumbered(ordered);
    const now = new Date().toISOString();
    return inOneTransaction(db, async (trx) => {
      const published = await trx.updateTable('routes').set({ stops: JSON.stringify(stops), startTime: draft.startTime, endTime: draft.endTime, version: run.version + 1, updatedAt: now })
        .where('id', '=', run.id).where('version', '=', run.version).returning('version').executeTakeFirst();
      const gone = await trx.deleteFrom('routeExplorerDrafts').where('id', '=', draft.id).where('version', '=', draft.version).executeTakeFirst();
      if (!published || !gone.numDeletedRows) throw staleVersion();
      await renumberAssignments(trx, run.id, ordered.map((stop, index) => [stop.sequence, index + 1]), now);
      const ridesUpdated = await rescheduleFutureRides(trx, { ...run, startTime: draft.startTime, endTime: draft.endTime }, found.access.session.userId, now);
      await audited(trx, request, found, 'publish', { version: published.version, startTime: draft.startTime, endTime: draft.endTime, ridesUpdated });
      return { routeId: run.id, version: published.version, ridesUpdated };
    });
  });
}

/**
 * The students of a run's stops follow their stops to their new numbers (`moves`: old → new): each
 * moved assignment is set to the negative of its new number first, so that no move lands on a stop
 * another has yet to leave, then all are turned positive.
 */
async function renumberAssignments(trx: Kysely<Database>, routeId: number, moves: readonly (readonly [number, number])[], at: string): Promise<void> {
  const moved = moves.filter(([from, to]) => from !== to);
  if (!moved.length) return;
  for (const [from, to] of moved) {
    await trx.updateTable('studentAssignments').set((eb) => ({ stopSequence: -to, version: eb('version', '+', 1), updatedAt: at }))
      .where('routeId', '=', routeId).where('stopSequence', '=', from).execute();
  }
  await trx.updateTable('studentAssignments').set((eb) => ({ stopSequence: eb.neg(eb.ref('stopSequence')) })).where('routeId', '=', routeId).where('stopSequence', '<', 0).execute();
}
