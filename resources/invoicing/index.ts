import { choice, date, datetime, integer, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const TRANSACTION_STATUSES = ['pending', 'approved', 'invoiced', 'paid'] as const;
/** Until it is invoiced, a transaction's pricing and items may still change. */
export const PRICED_WHILE = ['pending', 'approved'] as const;

const EDIT_STATUS = ['edit-status', 'accounting-transactions'] as const;

/**
 * Accounting transactions (DOMAIN.md "Money and work", menu "Accounting" at /invoicing): what a
 * vendor bills a district for a period's rides, a single ride or a charter trip. Its amount is its
 * items' plus an adjustment, computed by the server: the adjustment is priced with
 * ACCOUNTING_TRANSACTION_PRICING_EDIT, the items refreshed from the period's completed rides with
 * _REFRESH_EDIT, the status moved pending → approved → invoiced → paid with _STATUS_EDIT, and the
 * list exported with _REPORT_EXECUTE.
 */
export const invoicing = defineResource({
  name: 'invoicing',
  table: 'accounting_transactions',
  subject: 'accounting-transactions',
  fields: {
    number: text({ readOnly: true, maxLength: 30, list: true, search: true }),
    vendorId: reference('vendors', { readOnly: true, list: true, filter: true }),
    districtId: reference('districts', { readOnly: true, list: true, filter: true }),
    periodStart: date({ readOnly: true, list: true, filter: true }),
    periodEnd: date({ readOnly: true, list: true }),
    rideId: reference('rides', { readOnly: true }),
    tripReference: text({ readOnly: true, maxLength: 40, search: true }),
    itemsTotalCents: integer({ readOnly: true, cents: true }),
    adjustmentCents: integer({ required: true, min: -10_000_000, max: 10_000_000, cents: true }),
    amountCents: integer({ readOnly: true, list: true, cents: true }),
    status: choice(TRANSACTION_STATUSES, { readOnly: true, list: true, filter: true }),
    notes: text({ maxLength: 1000 }),
    refreshedAt: datetime({ readOnly: true }),
    approvedAt: datetime({ readOnly: true }),
    invoicedAt: datetime({ readOnly: true }),
    paidAt: datetime({ readOnly: true }),
  },
  permissions: { view: ['view', 'accounting-transactions'], edit: ['edit-pricing', 'accounting-transactions'], export: ['export', 'accounting-transactions'] },
  statusFlow: {
    field: 'status',
    transitions: {
      approve: { from: ['pending'], to: 'approved', rule: EDIT_STATUS, stamp: { by: 'approvedByUserId', at: 'approvedAt' } },
      invoice: { from: ['approved'], to: 'invoiced', rule: EDIT_STATUS, stamp: { by: 'invoicedByUserId', at: 'invoicedAt' } },
      markPaid: { from: ['invoiced'], to: 'paid', rule: EDIT_STATUS, stamp: { by: 'paidByUserId', at: 'paidAt' } },
    },
  },
  recordRepresentation: 'number',
  defaultSort: { field: 'periodStart', order: 'DESC' },
});
