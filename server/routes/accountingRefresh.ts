import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tenantCondition } from '../../permissions/defineAbility';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import { invoicing } from '../../resources/invoicing';
import { accountAccessOf } from '../access';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { HttpError, notFound, refusal } from '../errors';
import { recomputeTransaction } from '../resources/effects/accountingTotals';
import { toRecord, type Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { rideCharges } from '../work/rideCharges';

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;
const versionBody = { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } } as const;
const STALE = () => refusal(409, 'stale', 'STALE_VERSION');

/**
 * "Refresh" of an accounting transaction (ACCOUNTING_TRANSACTION_REFRESH_EDIT): its ride lines are
 * computed again from the period's completed rides and their driver fees, the office's own charges
 * kept, and its amount with them — while it is still pending.
 */
export async function accountingRefreshRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db;
  app.post<{ Params: { id: string }; Body: { version: number } }>('/api/invoicing/:id/refresh', {
    config: { access: { gate: [['refresh', 'accounting-transactions']] } }, schema: { params: idParams, body: versionBody },
  }, async (request) => {
    const id = Number(request.params.id);
    const { account } = await accountAccessOf(request, context);
    const where = tenantWhere(tenantCondition(account, TENANT_COLUMNS['accounting-transactions']), 'accounting_transactions');
    const loose = db as unknown as Kysely<Record<string, Row>>;
    const found = await loose.selectFrom('accounting_transactions').selectAll().where('id', '=', id).where(where).executeTakeFirst();
    if (!found) throw notFound('No such invoicing record.');
    if (found.version !== request.body.version) throw STALE();
    if (found.status !== 'pending') throw new HttpError(409, `Only a pending transaction is refreshed from its rides; ${String(found.number)} is ${String(found.status)}.`, 'INVALID_STATE');
    if (found.tripReference && !found.rideId) throw new HttpError(409, "A charter trip's charges do not come from rides: change them by hand.", 'INVALID_STATE');
    const at = new Date().toISOString();
    const after = await db.transaction().execute(async (trx) => {
      // Taking the row first: a second refresh or a pricing change waits, then finds the version moved.
      const taken = await trx.updateTable('accountingTransactions').set({ version: (found.version as number) + 1, refreshedAt: at, updatedAt: at })
        .where('id', '=', id).where('version', '=', found.version as number).executeTakeFirst();
      if (!Number(taken.numUpdatedRows)) throw STALE();
      const charges = await rideCharges(trx, {
        vendorId: found.vendorId as number, districtId: found.districtId as number, periodStart: found.periodStart as string, periodEnd: found.periodEnd as string, rideId: found.rideId as number | null,
      });
      await trx.deleteFrom('accountingTransactionItems').where('transactionId', '=', id).where('kind', '=', 'rides').execute();
      if (charges.length) await trx.insertInto('accountingTransactionItems').values(charges.map((charge) => ({ ...charge, transactionId: id, createdAt: at, updatedAt: at }))).execute();
      const totals = await recomputeTransaction(trx, id, at, false);
      await auditRequest(trx, request, context, {
        action: 'update', entity: invoicing.name, recordId: id, detail: { refresh: true, lines: charges.length, from: found.amountCents, to: totals.amountCents },
      });
      return trx.selectFrom('accountingTransactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    });
    return toRecord(invoicing, after as unknown as Row, context.role);
  });
}
