import { subject as tagged } from '@casl/ability';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CodeRule } from '../../../permissions/codeRules';
import { MAX_APPROVAL_STEPS, type ApprovalPathSave } from '../../../resources/charter-trips/details';
import { districts } from '../../../resources/districts';
import { tripApprovalPath } from '../../../resources/trip-approval-path';
import { accountAccessOf } from '../../access';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { toRecord, type Row } from '../../resources/recordCodec';
import { explainConstraint } from '../../resources/writeChecks';
import { checkField, type LooseDb } from './tripScope';

const EDIT = ['edit', 'trip-approval-path'] as const satisfies CodeRule;
const STALE = new HttpError(409, 'This approval path was changed by someone else. Reload it and try again.', 'STALE_VERSION');
const districtParams = { type: 'object', properties: { districtId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['districtId'] } as const;
const nullableText = { type: ['string', 'null'] } as const;
const body = {
  type: 'object', additionalProperties: false, required: ['steps', 'basedOn'],
  properties: {
    steps: {
      type: 'array', minItems: 1, maxItems: MAX_APPROVAL_STEPS,
      items: {
        type: 'object', additionalProperties: false, required: ['approverKind', 'approverName'],
        properties: { approverKind: { type: 'string', enum: ['role', 'user'] }, approverName: { type: 'string' }, approverEmail: nullableText, notes: nullableText },
      },
    },
    basedOn: {
      type: 'array', maxItems: 100,
      items: { type: 'object', additionalProperties: false, required: ['id', 'version'], properties: { id: { type: 'integer' }, version: { type: 'integer' } } },
    },
  },
} as const;

const sameSteps = (a: { id: number; version: number }[], b: { id: number; version: number }[]) => {
  const key = (steps: { id: number; version: number }[]) => steps.map((s) => `${s.id}:${s.version}`).sort().join(',');
  return key(a) === key(b);
};

/**
 * Each step's fields by the declaration's own rules (a name, an e-mail address, their lengths), or
 * 400 naming the step. A person's step needs their e-mail address: it is how they are known when they sign.
 */
function checkSteps(steps: ApprovalPathSave['steps']): void {
  const checked = ['approverName', 'approverEmail', 'notes'] as const;
  steps.forEach((step, index) => {
    for (const name of checked) checkField(tripApprovalPath, name, step[name], `Step ${index + 1}: `);
    if (step.approverKind === 'user' && !step.approverEmail?.trim()) throw badRequest(`Step ${index + 1}: a person's step needs their e-mail address.`, 'VALIDATION_FAILED');
  });
}

/**
 * A district's whole approval path saved at once by its editor (`PUT /api/trip-approval-path/districts/:districtId`):
 * the steps in the order given, numbered from 1, replacing the path the editor loaded — or 409 when
 * someone changed it meanwhile.
 */
export async function approvalPathRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;

  app.put<{ Params: { districtId: string }; Body: ApprovalPathSave }>('/api/trip-approval-path/districts/:districtId', {
    config: { access: { gate: [EDIT] } }, schema: { params: districtParams, body },
  }, async (request) => {
    const access = await accountAccessOf(request, context);
    const districtId = Number(request.params.districtId);
    // Another tenant's district is one that does not exist.
    const found = await db.selectFrom('districts').select('id').where('id', '=', districtId).executeTakeFirst();
    if (!found || !access.ability.can(EDIT[0], tagged(EDIT[1], { districtId }))) throw notFound(`No such ${districts.name} record.`);
    const { steps, basedOn } = request.body;
    checkSteps(steps);
    const now = new Date().toISOString();
    try {
      const saved = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('trip_approval_steps').select(['id', 'version']).where('districtId', '=', districtId).execute();
        if (!sameSteps(current as { id: number; version: number }[], basedOn)) throw STALE;
        await trx.deleteFrom('trip_approval_steps').where('districtId', '=', districtId).execute();
        const rows = await trx.insertInto('trip_approval_steps').values(steps.map((step, index) => ({
          districtId, stepOrder: index + 1, approverKind: step.approverKind, approverName: step.approverName.trim(),
          approverEmail: step.approverEmail?.trim() || null, notes: step.notes?.trim() || null, createdAt: now, updatedAt: now,
        }))).returningAll().execute();
        await auditRequest(trx as unknown as Kysely<Database>, request, context, { action: 'update', entity: tripApprovalPath.name, recordId: districtId, tenant: { kind: 'district', id: districtId }, detail: { steps: steps.length } });
        return rows;
      });
      return saved.sort((a, b) => Number(a.stepOrder) - Number(b.stepOrder)).map((row) => toRecord(tripApprovalPath, row as Row, context.role, access.ability));
    } catch (error) {
      throw explainConstraint(error) ?? error;
    }
  });
}
