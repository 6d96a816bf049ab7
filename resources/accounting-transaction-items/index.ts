import { choice, integer, number, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const ITEM_STATUSES = ['billable', 'disputed', 'excluded'] as const;

/**
 * The lines of an accounting transaction: a run's completed rides over the period (refreshed from
 * their driver fees), or a charge added by the office. Quantity, unit price and description are
 * priced with ACCOUNTING_TRANSACTION_PRICING_EDIT, the item status (an excluded line does not count)
 * with _ITEM_STATUS_EDIT; the server computes each amount and the transaction's.
 */
export const accountingTransactionItems = defineResource({
  name: 'accounting-transaction-items',
  table: 'accounting_transaction_items',
  subject: 'accounting-transactions',
  fields: {
    transactionId: reference('invoicing', { readOnly: true, filter: true }),
    vendorId: reference('vendors', { readOnly: true }),
    districtId: reference('districts', { readOnly: true }),
    routeId: reference('routes', { readOnly: true, list: true }),
    kind: choice(['rides', 'charge'], { readOnly: true, list: true, filter: true }),
    description: text({ required: true, maxLength: 200, list: true, search: true }),
    quantity: number({ required: true, min: 0, max: 100_000, list: true }),
    unitPriceCents: integer({ required: true, min: 0, max: 10_000_000, list: true, cents: true }),
    amountCents: integer({ readOnly: true, list: true, cents: true }),
    itemStatus: choice(ITEM_STATUSES, { required: true, list: true, filter: true, editRule: ['edit-item-status', 'accounting-transactions'] }),
  },
  permissions: { view: ['view', 'accounting-transactions'], edit: ['edit-pricing', 'accounting-transactions'] },
  recordRepresentation: 'description',
  defaultSort: { field: 'description', order: 'ASC' },
});
