import type { MockStore } from './mockStore';

/** A transaction's totals are its items' amounts, then its adjustment (as the server's accounting keeps them). */
export function rollUpAccounting(store: MockStore): void {
  const items = store.rowsOf('accounting-transaction-items');
  for (const transaction of store.rowsOf('invoicing')) {
    const itemsTotalCents = items.filter((item) => item.transactionId === transaction.id).reduce((total, item) => total + Number(item.amountCents), 0);
    store.save('invoicing', { ...transaction, itemsTotalCents, amountCents: itemsTotalCents + Number(transaction.adjustmentCents ?? 0) });
  }
}
