import type { Insertable, Kysely } from 'kysely';
import type { AccountingTransactionItemsTable, Database } from '../db/schema';

export interface ChargeScope {
  vendorId: number;
  districtId: number;
  periodStart: string;
  periodEnd: string;
  /** A transaction for one ride charges that ride alone. */
  rideId?: number | null;
}

export type RideCharge = Omit<Insertable<AccountingTransactionItemsTable>, 'transactionId' | 'createdAt' | 'updatedAt'>;

/** A day before and after: rides are found by their date, the index by their start instant. */
const dayAround = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString();

/**
 * What a vendor charges a district for a period: one line per run, its completed rides at the run's
 * average driver fee (DOMAIN.md "driver fee"). Rides without a fee are not charged.
 */
export async function rideCharges(db: Kysely<Database>, scope: ChargeScope): Promise<RideCharge[]> {
  let query = db.selectFrom('rides').innerJoin('routes', 'routes.id', 'rides.routeId')
    .select((eb) => ['rides.routeId', 'routes.number', 'routes.direction', eb.fn.countAll<number | string>().as('rides'), eb.fn.sum<number | string>('rides.driverFeeCents').as('fees')])
    .where('rides.vendorId', '=', scope.vendorId).where('rides.districtId', '=', scope.districtId)
    .where('rides.scheduledStart', '>=', dayAround(scope.periodStart, -1)).where('rides.scheduledStart', '<', dayAround(scope.periodEnd, 2))
    .where('rides.rideDate', '>=', scope.periodStart).where('rides.rideDate', '<=', scope.periodEnd)
    .where('rides.status', '=', 'completed').where('rides.driverFeeCents', 'is not', null);
  if (scope.rideId) query = query.where('rides.id', '=', scope.rideId);
  const runs = await query.groupBy(['rides.routeId', 'routes.number', 'routes.direction']).orderBy('routes.number').orderBy('routes.direction').execute();
  return runs.map((run) => {
    const quantity = Number(run.rides);
    const unitPriceCents = Math.round(Number(run.fees) / quantity);
    return {
      vendorId: scope.vendorId, districtId: scope.districtId, routeId: run.routeId, kind: 'rides',
      description: `Run ${run.number}: ${quantity === 1 ? '1 completed ride' : `${quantity} completed rides`}`,
      quantity, unitPriceCents, amountCents: quantity * unitPriceCents, itemStatus: 'billable',
    };
  });
}
