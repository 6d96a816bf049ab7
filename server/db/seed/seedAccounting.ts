import type { Insertable, Kysely } from 'kysely';
import { charterTripReference } from '../../../resources/charter-trips/details';
import type { AccountingTransactionItemsTable, AccountingTransactionsTable, Database } from '../schema';
import { rideCharges, type RideCharge } from '../../work/rideCharges';
import { addDays, todayIn } from './calendar';
import type { WorkSeedInput } from './seedWorkAndMoney';

/** The newest week is still pending; each older one a step further on. */
const BY_AGE = ['pending', 'approved', 'invoiced', 'paid'] as const;
const CREDITS = ['Credit: late arrivals on two runs', 'Credit: missed stop reported by the school', 'Fuel surcharge', 'Extra monitor hours'];
/** The bills of invoiced trips, in turn: one still invoiced, the next paid (a completed trip's bill is still pending). */
const BILLED_TRIP_STATUSES = ['invoiced', 'paid'] as const;
const HOUR = 3_600_000;

/** The Monday of the week a date falls in. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

/** A week before the demo's ride history is billed as daily route service at a contract rate per run. */
function contractCharges(random: WorkSeedInput['random'], vendorId: number, districtId: number, runs: number): RideCharge {
  const unitPriceCents = runs * random.int(95, 130) * 100;
  return { vendorId, districtId, routeId: null, kind: 'charge', description: `Daily route service, ${runs} runs at the contract rate`, quantity: 5, unitPriceCents, amountCents: 5 * unitPriceCents, itemStatus: 'billable' };
}

type BilledTrip = { id: number; districtId: number; vendorId: number; departureAt: string; returnAt: string; busesNeeded: number; price: number | null; bookingAmount: number | null; purpose: string; destination: string };

/** What a trip that ran is billed: its buses for its hours at the booking amount (else the price), and on some trips the mileage beyond 100 miles. */
function tripCharges(random: WorkSeedInput['random'], trip: BilledTrip): RideCharge[] {
  const { vendorId, districtId, busesNeeded } = trip;
  const hours = Math.round((Date.parse(trip.returnAt) - Date.parse(trip.departureAt)) / HOUR);
  const unitPriceCents = Math.round(((trip.bookingAmount ?? trip.price ?? busesNeeded * 900) * 100) / busesNeeded);
  const coach: RideCharge = { vendorId, districtId, routeId: null, kind: 'charge', description: `Charter coach, ${hours} hours`, quantity: busesNeeded, unitPriceCents, amountCents: busesNeeded * unitPriceCents, itemStatus: 'billable' };
  if (!random.chance(0.5)) return [coach];
  const miles = random.int(20, 80);
  return [coach, { vendorId, districtId, routeId: null, kind: 'charge', description: 'Mileage beyond 100 miles', quantity: miles, unitPriceCents: 325, amountCents: miles * 325, itemStatus: 'billable' }];
}

/**
 * Four weeks of accounting per vendor and district that work together (the newest pending, then
 * approved, invoiced, paid), charged from the completed rides' driver fees where the demo has them;
 * for one pair an extra ride; and the bill of each charter trip that has an invoice number, named by
 * the trip's reference (so that the trip's invoice history finds it). Some items are disputed or excluded, some
 * transactions carry a credit or a surcharge.
 */
export async function seedAccounting(db: Kysely<Database>, { random, org, routing, today, now }: WorkSeedInput) {
  const pairs = [...new Map(routing.routeGroups.filter((g) => g.vendorId).map((g) => [`${g.vendorId}:${g.districtId}`, { vendorId: g.vendorId!, districtId: g.districtId }])).values()];
  const accountingTransactions: (Insertable<AccountingTransactionsTable> & { id: number })[] = [];
  const accountingTransactionItems: Insertable<AccountingTransactionItemsTable>[] = [];
  const stamp = { createdAt: now, updatedAt: now };
  const runsOf = (vendorId: number, districtId: number) => routing.routes.filter((run) => run.vendorId === vendorId && run.districtId === districtId).length;
  const add = (header: Omit<Insertable<AccountingTransactionsTable>, 'number' | 'itemsTotalCents' | 'amountCents' | 'createdAt' | 'updatedAt'>, charges: RideCharge[]) => {
    const id = accountingTransactions.length + 1;
    const items = charges.map((charge) => ({ ...charge, transactionId: id, itemStatus: random.chance(0.04) ? 'disputed' : random.chance(0.03) ? 'excluded' : 'billable', ...stamp }));
    const itemsTotalCents = items.filter((item) => item.itemStatus !== 'excluded').reduce((sum, item) => sum + item.amountCents, 0);
    const status = header.status ?? 'pending';
    // Each step a few days after the period closed (never later than now).
    const at = (from: number) => {
      if (BY_AGE.indexOf(status as (typeof BY_AGE)[number]) < from) return null;
      const stepped = `${addDays(header.periodEnd, [0, 2, 4, 11][from])}T17:00:00.000Z`;
      return stepped < now ? stepped : now;
    };
    accountingTransactions.push({
      ...header, id, number: `INV-${today.slice(0, 4)}-${String(id).padStart(4, '0')}`, itemsTotalCents, amountCents: itemsTotalCents + (header.adjustmentCents ?? 0),
      approvedAt: at(1), invoicedAt: at(2), paidAt: at(3), refreshedAt: charges.some((c) => c.kind === 'rides') ? now : null, ...stamp,
    });
    accountingTransactionItems.push(...items);
  };

  for (const { vendorId, districtId } of pairs) {
    for (let age = 0; age < BY_AGE.length; age += 1) {
      const periodStart = addDays(mondayOf(today), -7 * age);
      const periodEnd = addDays(periodStart, 6);
      const charges = await rideCharges(db, { vendorId, districtId, periodStart, periodEnd });
      const adjusted = random.chance(0.3);
      add({
        vendorId, districtId, periodStart, periodEnd, status: BY_AGE[age], adjustmentCents: adjusted ? random.int(-40, 25) * 1000 : 0,
        notes: adjusted ? random.pick(CREDITS) : null,
      }, charges.length ? charges : [contractCharges(random, vendorId, districtId, runsOf(vendorId, districtId))]);
    }
  }
  const [first] = pairs;
  const ride = await db.selectFrom('rides').select(['id', 'rideDate']).where('vendorId', '=', first.vendorId).where('districtId', '=', first.districtId)
    .where('status', '=', 'completed').where('driverFeeCents', 'is not', null).orderBy('id').executeTakeFirst();
  if (ride) {
    add({ vendorId: first.vendorId, districtId: first.districtId, periodStart: ride.rideDate, periodEnd: ride.rideDate, rideId: ride.id, status: 'pending', adjustmentCents: 0, notes: 'Extra run for a school event' },
      await rideCharges(db, { ...first, periodStart: ride.rideDate, periodEnd: ride.rideDate, rideId: ride.id }));
  }
  const trips = await db.selectFrom('charterTrips')
    .select(['id', 'districtId', 'vendorId', 'status', 'departureAt', 'returnAt', 'busesNeeded', 'price', 'bookingAmount', 'purpose', 'destination'])
    .where('status', 'in', ['completed', 'invoiced']).where('invoiceNumber', 'is not', null).where('vendorId', 'is not', null).orderBy('id').execute();
  trips.forEach(({ status, ...trip }, n) => {
    const billed = { ...trip, vendorId: trip.vendorId! };
    const timezone = org.districts.find((district) => district.id === trip.districtId)!.timezone;
    const tripDay = todayIn(timezone, new Date(trip.departureAt));
    add({
      vendorId: billed.vendorId, districtId: trip.districtId, periodStart: tripDay, periodEnd: tripDay, tripReference: charterTripReference(trip.id),
      status: status === 'invoiced' ? BILLED_TRIP_STATUSES[n % 2] : 'pending', adjustmentCents: 0, notes: `${trip.purpose} — ${trip.destination}`,
    }, tripCharges(random, billed));
  });
  return { accountingTransactions, accountingTransactionItems };
}
