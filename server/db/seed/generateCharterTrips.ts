import type { Insertable } from 'kysely';
import { TRIP_DOCUMENT_TYPES } from '../../../resources/charter-trips/details';
import type { CharterTripsTable, CharterTripStatusLogTable, TripApprovalDocumentsTable, TripApprovalSignoffsTable, TripApprovalStepsTable, TripRideAssignmentsTable } from '../schema';
import { addDays, zonedToUtcIso } from './calendar';
import { APPROVAL_STEPS, DISTRICTS_WITHOUT_PATH, ITINERARY_STOPS, TRIP_DESTINATIONS, TRIP_PURPOSES } from './charterTripFixtures';
import type { Organisation } from './generateOrganisation';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DEMO_DISTRICTS, DEMO_VENDORS } from './operation';
import type { SeededRandom } from './random';

type Trip = Insertable<CharterTripsTable> & { id: number; districtId: number; status: string; departureAt: string; returnAt: string };

/** Each district's trips, so that every status — and every step of the flow — has rows to work on. */
const STATUS_PLAN = ['requested', 'requested', 'requested', 'approved', 'approved', 'booked', 'booked', 'booked', 'completed', 'completed', 'invoiced', 'invoiced', 'cancelled', 'cancelled'] as const;
/** The steps that lead to each status, from the request. */
const STEPS_TO: Record<string, readonly [string, string][]> = {
  requested: [],
  approved: [['approve', 'approved']],
  booked: [['approve', 'approved'], ['book', 'booked']],
  completed: [['approve', 'approved'], ['book', 'booked'], ['complete', 'completed']],
  invoiced: [['approve', 'approved'], ['book', 'booked'], ['complete', 'completed'], ['invoice', 'invoiced']],
};
/** The demo users who act in district 1 and for vendor 1 (ids as seeded by seedDemoUsers). */
const ADMIN = { id: 1, name: 'Alicia Moreno' };
const VENDOR_MANAGER = { id: 3, name: 'Victor Nguyen' };
const COORDINATOR = { id: 5, name: 'Diane Castillo' };
const SCHOOL_STAFF = { id: 6, name: 'Samuel Tran' };
const HOUR = 3_600_000;
const STAMP_OF: Record<string, string> = { approve: 'approved', reject: 'cancelled', book: 'booked', complete: 'completed', invoice: 'invoiced', cancel: 'cancelled' };
/** The requested trips (by their place in STATUS_PLAN) that are half-way along their path: the first step signed, the second waiting. */
const MID_PATH = new Set([1, 2]);

type Signer = { id: number | null; name: string };

export interface CharterTripSeed {
  charterTrips: Trip[];
  charterTripStatusLog: Insertable<CharterTripStatusLogTable>[];
  tripApprovalSteps: Insertable<TripApprovalStepsTable>[];
  tripApprovalSignoffs: Insertable<TripApprovalSignoffsTable>[];
  tripApprovalDocuments: Insertable<TripApprovalDocumentsTable>[];
  tripRideAssignments: Insertable<TripRideAssignmentsTable>[];
}

/**
 * The districts' charter trips (DOMAIN.md "Charter trips"): fourteen per district, from requests
 * waiting for approval to invoiced trips, each with the status log of how it got there, its
 * approval documents and — once booked — its vendor's buses and drivers; and each district's
 * approval path (but one's, which approves in one step) with the sign-offs of the trips that went
 * through it, some requests half-way along it. District 1's and vendor 1's steps are taken by the
 * demo users who work there.
 */
export function generateCharterTrips(random: SeededRandom, org: Organisation, today: string, now: string): CharterTripSeed {
  const seed: CharterTripSeed = { charterTrips: [], charterTripStatusLog: [], tripApprovalSteps: [], tripApprovalSignoffs: [], tripApprovalDocuments: [], tripRideAssignments: [] };
  const nowMs = Date.parse(now);
  const person = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const stamp = { createdAt: now, updatedAt: now };

  DEMO_DISTRICTS.forEach((district, index) => {
    const districtId = index + 1;
    const hasPath = !DISTRICTS_WITHOUT_PATH.includes(district.code);
    // Who signs each step; drawn for every district alike, so that the trips that follow draw the same.
    const signers: Signer[] = APPROVAL_STEPS.map((step, order) => {
      const signer = districtId === 1 && order === 1 ? COORDINATOR : { id: null, name: person() };
      const email = step.kind === 'user' ? (districtId === 1 && order === 1 ? 'district@example.com' : `${signer.name.replace(/\W+/g, '.').toLowerCase()}@${district.code.toLowerCase()}.example.org`) : null;
      if (hasPath) seed.tripApprovalSteps.push({ districtId, stepOrder: order + 1, approverKind: step.kind, approverName: step.kind === 'role' ? step.title : signer.name, approverEmail: email, notes: step.kind === 'user' ? step.title : step.notes, ...stamp });
      return signer;
    });
    const path = hasPath ? signers : [];
    // The last step's signer approves (and rejects) the district's trips.
    const districtActor = districtId === 1 ? COORDINATOR : { id: null, name: signers[1].name };
    const campuses = org.campuses.filter((campus) => campus.districtId === districtId);
    const vendorIds = DEMO_VENDORS.flatMap((vendor, v) => ((vendor.districts as readonly string[]).includes(district.code) ? [v + 1] : []));

    STATUS_PLAN.forEach((status, n) => {
      const id = seed.charterTrips.length + 1;
      const past = status === 'completed' || status === 'invoiced' || (status === 'cancelled' && n % 2 === 1);
      const date = addDays(today, past ? -random.int(3, 60) : random.int(3, 45));
      const departureAt = zonedToUtcIso(date, `0${random.int(7, 9)}:${random.pick(['00', '15', '30', '45'])}`, district.timezone);
      const returnAt = zonedToUtcIso(date, `${random.int(13, 17)}:${random.pick(['00', '30'])}`, district.timezone);
      // Spread over the lists rather than drawn freely, so that a district's trips differ from one another.
      const { purpose, passengers: [fewest, most] } = TRIP_PURPOSES[(n * 5 + index * 3 + random.int(0, 1)) % TRIP_PURPOSES.length];
      const passengers = random.int(fewest, most);
      const busesNeeded = Math.max(1, Math.ceil(passengers / 60));
      const destinations = TRIP_DESTINATIONS[district.code];
      const destination = destinations[(n * 3 + random.int(0, 2)) % destinations.length];
      // The first two of district 1 are campus 1's, which the school staff demo user works at; a few trips are the whole district's.
      const campus = districtId === 1 && n < 2 ? campuses[0] : random.chance(0.15) ? null : random.pick(campuses);
      const ran = STEPS_TO[status] ?? (status === 'cancelled' && n % 2 === 0 ? [['reject', 'cancelled'] as [string, string]] : [['approve', 'approved'] as [string, string], ['cancel', 'cancelled'] as [string, string]]);
      const booked = ran.some(([step]) => step === 'book');
      const vendorId = booked || status === 'approved' || random.chance(0.5) ? vendorIds[n % vendorIds.length] : null;
      const hours = (Date.parse(returnAt) - Date.parse(departureAt)) / HOUR;
      const price = vendorId ? Math.round(busesNeeded * (175 + hours * 95)) : null;
      const requester = districtId === 1 && campus?.id === 1 ? SCHOOL_STAFF : districtId === 1 ? COORDINATOR : { id: null, name: person() };
      const trip: Trip = {
        id, districtId, campusId: campus?.id ?? null, vendorId, purpose, destination: destination.name, destinationAddress: destination.address,
        departureAt, returnAt, passengers, busesNeeded, wheelchairPassengers: random.chance(0.25) ? random.int(1, 2) : null,
        contactName: requester.name, contactPhone: `(${random.int(201, 989)}) 555-${random.digits(4)}`,
        itinerary: itineraryOf(random, campus?.name ?? district.name, destination.name, departureAt, returnAt, district.timezone),
        notes: random.chance(0.3) ? random.pick(['Students bring a sack lunch.', 'Two chaperones per bus.', 'Equipment goes in the luggage bays.', 'Wheelchair lift needed on one bus.']) : null,
        price, bookingAmount: booked && price ? Math.round(price * random.float(0.95, 1.1)) : null,
        invoiceNumber: status === 'invoiced' || (status === 'completed' && n % 2 === 0) ? `INV-${date.slice(0, 4)}-${random.digits(5)}` : null,
        status, ...stamp,
      };
      // The request and the steps before the trip spread over the weeks before it (or until now); completion and invoice after it.
      const before = ran.filter(([name]) => name !== 'complete' && name !== 'invoice').length;
      const lastBefore = past ? Date.parse(departureAt) - 2 * 24 * HOUR : nowMs - random.int(1, 96) * HOUR;
      const first = Math.min(Date.parse(departureAt) - 35 * 24 * HOUR, lastBefore - (before + 1) * 24 * HOUR);
      const after = { complete: Date.parse(returnAt) + 2 * HOUR, invoice: Math.min(nowMs - HOUR, Date.parse(returnAt) + 2 * 24 * HOUR) } as Record<string, number>;
      const at = (s: number) => new Date(s === 0 ? first : after[ran[s - 1][0]] ?? first + ((lastBefore - first) * s) / Math.max(1, before)).toISOString();
      seed.charterTripStatusLog.push({ tripId: id, fromStatus: null, toStatus: 'requested', transition: 'create', at: at(0), actorUserId: requester.id, actorName: requester.name });
      ran.forEach(([step, to], s) => {
        const actor = step === 'book' ? (vendorId === 1 ? VENDOR_MANAGER : ADMIN) : step === 'complete' || step === 'invoice' ? ADMIN : districtActor;
        seed.charterTripStatusLog.push({ tripId: id, fromStatus: s === 0 ? 'requested' : ran[s - 1][1], toStatus: to, transition: step, at: at(s + 1), actorUserId: actor.id, actorName: actor.name });
        Object.assign(trip, { [`${STAMP_OF[step]}At`]: at(s + 1), [`${STAMP_OF[step]}ByUserId`]: actor.id });
      });
      const signedUntil = ran[0]?.[0] === 'approve' ? at(1) : status === 'requested' && MID_PATH.has(n) ? new Date((Date.parse(at(0)) + lastBefore) / 2).toISOString() : null;
      if (signedUntil) addSignOffs(seed, trip.id, ran.length ? path : path.slice(0, 1), at(0), signedUntil);
      seed.charterTrips.push(trip);
      addDocuments(random, seed, trip, ran.length > 0 || n === 0, districtActor.name, at(ran.length > 0 ? 1 : 0));
      if (booked && vendorId && status !== 'cancelled') addBuses(seed, org, trip, vendorId);
    });
  });
  return seed;
}

/** The sign-offs of `signers`' steps, in order, spread from the request to `until`: the last one signs at `until` itself. */
function addSignOffs(seed: CharterTripSeed, tripId: number, signers: Signer[], requestedAt: string, until: string): void {
  const from = Date.parse(requestedAt);
  const span = Date.parse(until) - from;
  signers.forEach((signer, step) => {
    const { kind, title } = APPROVAL_STEPS[step];
    seed.tripApprovalSignoffs.push({
      tripId, stepOrder: step + 1, approverName: kind === 'role' ? title : signer.name, userId: signer.id, signerName: signer.name,
      signedAt: new Date(from + (span * (step + 1)) / signers.length).toISOString(),
    });
  });
}

function itineraryOf(random: SeededRandom, from: string, to: string, departureAt: string, returnAt: string, timezone: string): string {
  const time = (iso: string, minutes = 0) => new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(Date.parse(iso) + minutes * 60_000));
  const stops = ITINERARY_STOPS.filter(() => random.chance(0.7));
  const span = (Date.parse(returnAt) - Date.parse(departureAt)) / 60_000;
  return [
    `${time(departureAt)} Depart ${from}`,
    `${time(departureAt, 45)} Arrive ${to}`,
    ...stops.map((stop, i) => `${time(departureAt, 45 + Math.round((span - 90) * (i + 1) / (stops.length + 1) / 5) * 5)} ${stop}`),
    `${time(returnAt, -45)} Depart ${to}`,
    `${time(returnAt)} Arrive ${from}`,
  ].join('\n');
}

function addDocuments(random: SeededRandom, seed: CharterTripSeed, trip: Trip, approved: boolean, uploader: string, uploadedAt: string): void {
  const documents: [string, string, string][] = [['permission_slip', 'Signed permission slips', 'permission-slips.csv']];
  if (approved) documents.push(['board_approval', 'Principal\'s approval form', 'approval-form.pdf']);
  if (trip.vendorId) documents.push(['quote', 'Vendor quote', 'quote.pdf']);
  if (random.chance(0.4)) documents.push(['itinerary', 'Itinerary for chaperones', 'itinerary.txt']);
  for (const [kind, name, fileName] of documents) {
    const type = TRIP_DOCUMENT_TYPES[fileName.split('.').pop() as keyof typeof TRIP_DOCUMENT_TYPES];
    seed.tripApprovalDocuments.push({
      tripId: trip.id, districtId: trip.districtId, campusId: trip.campusId ?? null, name, kind, fileName: `trip-${trip.id}-${fileName}`, contentType: type,
      sizeBytes: null, content: null, uploadedByUserId: null, uploadedByName: uploader, uploadedAt, createdAt: uploadedAt, updatedAt: uploadedAt,
    });
  }
}

/** A booked trip's buses: the vendor's buses in service, each with one of its active drivers, as many as the trip needs. */
function addBuses(seed: CharterTripSeed, org: Organisation, trip: Trip, vendorId: number): void {
  const buses = org.vehicles.filter((v) => v.vendorId === vendorId && v.status === 'in_service' && v.type === 'bus');
  const drivers = org.drivers.filter((d) => d.vendorId === vendorId && d.status === 'active');
  const offset = trip.id % Math.max(1, buses.length);
  for (let b = 0; b < Math.min(trip.busesNeeded, buses.length); b += 1) {
    const bus = buses[(offset + b) % buses.length];
    const driver = drivers.length ? drivers[(trip.id + b) % drivers.length] : undefined;
    seed.tripRideAssignments.push({
      tripId: trip.id, vendorId, districtId: trip.districtId, campusId: trip.campusId ?? null, vehicleId: bus.id, driverId: driver?.id ?? null,
      vehicleNumber: bus.number, driverName: driver ? `${driver.firstName} ${driver.lastName}` : null,
      startsAt: new Date(Date.parse(trip.departureAt) - 30 * 60_000).toISOString(), endsAt: new Date(Date.parse(trip.returnAt) + 30 * 60_000).toISOString(),
      notes: null, createdAt: trip.createdAt, updatedAt: trip.updatedAt,
    });
  }
}
