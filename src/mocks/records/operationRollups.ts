import type { PlannedStop } from '../../../resources/route-explorer/violations';
import { distanceMeters } from './mockGeography';
import type { MockStore } from './mockStore';

/**
 * Each student rides the morning run whose stop is nearest their home, and its afternoon twin back
 * (the run made right after it, with the same stops): the runs' stops list them.
 */
export function seatStudentsOnStops(store: MockStore): void {
  const runs = store.rowsOf('routes');
  for (const student of store.rowsOf('students')) {
    const home = { lat: Number(student.lat), lng: Number(student.lng) };
    let nearest: { stop: PlannedStop; run: number } | undefined;
    for (const run of runs.filter((candidate) => candidate.campusId === student.campusId && candidate.direction === 'AM')) {
      for (const stop of run.stops as PlannedStop[]) {
        if (!nearest || distanceMeters(stop, home) < distanceMeters(nearest.stop, home)) nearest = { stop, run: run.id };
      }
    }
    if (!nearest) continue;
    const { stop, run } = nearest;
    stop.studentIds.push(student.id);
    const twin = store.byId('routes', run + 1);
    const twinStop = (twin?.stops as PlannedStop[] | undefined)?.find((candidate) => candidate.lat === stop.lat && candidate.lng === stop.lng);
    twinStop?.studentIds.push(student.id);
  }
}

/** A transaction's totals are its items' amounts, then its adjustment (as the server's accounting keeps them). */
export function rollUpAccounting(store: MockStore): void {
  const items = store.rowsOf('accounting-transaction-items');
  for (const transaction of store.rowsOf('invoicing')) {
    const itemsTotalCents = items.filter((item) => item.transactionId === transaction.id).reduce((total, item) => total + Number(item.amountCents), 0);
    store.save('invoicing', { ...transaction, itemsTotalCents, amountCents: itemsTotalCents + Number(transaction.adjustmentCents ?? 0) });
  }
}
