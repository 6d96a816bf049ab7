import { sql, type Kysely } from 'kysely';
import { PRICED_WHILE } from '../../../resources/invoicing';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Row } from '../recordCodec';
import { isStep } from './changeStamps';
import type { RecordChange } from './index';

/** A transaction that is invoiced or paid keeps its pricing: 409 naming it. */
export function assertStillPriced(transaction: { number: string; status: string }): void {
  if (!(PRICED_WHILE as readonly string[]).includes(transaction.status)) {
    throw new HttpError(409, `Transaction ${transaction.number} is ${transaction.status}: its pricing can no longer change.`, 'INVALID_STATE');
  }
}

/**
 * A transaction's items total (excluded items aside) and amount (plus its adjustment), computed
 * again from its stored items. Its row is written before the items are summed, so that two changes
 * at once wait for each other rather than both summing what neither saw.
 */
export async function recomputeTransaction(db: Kysely<Database>, transactionId: number, at: string, newVersion: boolean): Promise<{ itemsTotalCents: number; amountCents: number }> {
  await db.updateTable('accountingTransactions')
    .set(newVersion ? { version: sql`version + 1`, updatedAt: at } : { updatedAt: at })
    .where('id', '=', transactionId).execute();
  const { total } = await db.selectFrom('accountingTransactionItems').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amountCents'), sql<number>`0`).as('total'))
    .where('transactionId', '=', transactionId).where('itemStatus', '<>', 'excluded').executeTakeFirstOrThrow();
  const { adjustmentCents } = await db.selectFrom('accountingTransactions').select('adjustmentCents').where('id', '=', transactionId).executeTakeFirstOrThrow();
  const totals = { itemsTotalCents: Number(total), amountCents: Number(total) + adjustmentCents };
  await db.updateTable('accountingTransactions').set(totals).where('id', '=', transactionId).execute();
  return totals;
}

/** Pricing a transaction (its adjustment) recomputes its amount; its status steps leave it alone. */
export async function transactionPricingEffect(db: Kysely<Database>, change: RecordChange): Promise<Row | void> {
  const { before, after } = change;
  if (!before || !after || isStep(change)) return;
  assertStillPriced(before as { number: string; status: string });
  return recomputeTransaction(db, after.id as number, change.at, false);
}

/**
 * Pricing an item or changing its status recomputes the item's amount and its transaction's, whose
 * version moves on: a page showing the old total is stale.
 */
export async function transactionItemEffect(db: Kysely<Database>, change: RecordChange): Promise<Row | void> {
  const { after } = change;
  if (!after) return;
  const transactionId = after.transactionId as number;
  await db.updateTable('accountingTransactions').set({ updatedAt: change.at }).where('id', '=', transactionId).execute();
  const parent = await db.selectFrom('accountingTransactions').select(['number', 'status']).where('id', '=', transactionId).executeTakeFirstOrThrow();
  assertStillPriced(parent);
  const amountCents = Math.round((after.quantity as number) * (after.unitPriceCents as number));
  await db.updateTable('accountingTransactionItems').set({ amountCents }).where('id', '=', after.id as number).execute();
  await recomputeTransaction(db, transactionId, change.at, true);
  return { amountCents };
}
