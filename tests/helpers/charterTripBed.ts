import { signedIn, type ApiClient } from './apiClient';
import type { DatabaseKind } from './testDatabase';
import { startTestServer, type TestServer } from './testServer';

/** The demo users of the charter trip suites, signed in where they work (codes as their role templates give them). */
export interface CharterTripSessions {
  server: TestServer;
  /** Operator admin: every code. */
  admin: ApiClient;
  /** District 1's coordinator: approves and edits status, sees the booking amount, not the price. */
  district: ApiClient;
  /** Campus 1 of district 1: views trips only. */
  school: ApiClient;
  /** Vendor 1's manager, all yards: books, sees price and booking amount, approves nothing. */
  vendor: ApiClient;
  /** A yard user of vendor 1: no charter code at all. */
  yard: ApiClient;
}

type Trip = { id: number; version: number };

/** The console on `kind` with every charter trip role signed in, for the enclosing describe block. */
export function charterTripSessionsFor(kind: DatabaseKind): CharterTripSessions {
  const sessions = {} as CharterTripSessions;
  beforeAll(async () => {
    sessions.server = await startTestServer({ database: kind });
    const { server } = sessions;
    sessions.admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
    await sessions.admin.post('/api/account', { accountId: 1, subAccountIds: [] });
    sessions.vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    await sessions.vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
    sessions.district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    sessions.school = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    sessions.yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
  });
  afterAll(() => sessions.server?.stop());
  return sessions;
}

/**
 * The first stored trip of a status, narrowed by tenant columns and by how many steps of its
 * approval path are signed, with what a step needs (its id and version).
 */
export async function storedTrip(server: TestServer, status: string, where: { districtId?: number; vendorId?: number | null; signOffs?: number } = {}): Promise<Trip & Record<string, unknown>> {
  let query = server.running.database.db.selectFrom('charterTrips').selectAll().where('status', '=', status);
  if (where.districtId !== undefined) query = query.where('districtId', '=', where.districtId);
  if (where.vendorId === null) query = query.where('vendorId', 'is', null);
  else if (where.vendorId !== undefined) query = query.where('vendorId', '=', where.vendorId);
  if (where.signOffs !== undefined) {
    const signed = where.signOffs;
    query = query.where((eb) => eb(eb.selectFrom('tripApprovalSignoffs').select((sub) => sub.fn.countAll<number>().as('n')).whereRef('tripApprovalSignoffs.tripId', '=', 'charterTrips.id'), '=', signed));
  }
  return query.orderBy('id').executeTakeFirstOrThrow();
}

/** One step of a district's approval path, as its editor sends it. */
export type PathStep = { approverKind: 'role' | 'user'; approverName: string; approverEmail?: string };

/** Replaces a district's approval path through its editor's API, as `client`, based on the path as stored. */
export async function saveApprovalPath(server: TestServer, client: ApiClient, districtId: number, steps: PathStep[]) {
  const basedOn = await server.running.database.db.selectFrom('tripApprovalSteps').select(['id', 'version']).where('districtId', '=', districtId).execute();
  const saved = await client.request('PUT', `/api/trip-approval-path/districts/${districtId}`, { steps, basedOn });
  if (saved.status !== 200) throw new Error(`The approval path was not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** A trip's sign-offs as stored, in step order. */
export function signOffsOf(server: TestServer, tripId: number) {
  return server.running.database.db.selectFrom('tripApprovalSignoffs').select(['stepOrder', 'approverName', 'userId', 'signerName']).where('tripId', '=', tripId).orderBy('stepOrder').execute();
}

/** Takes a status step as `client`, at the trip's stored version unless told otherwise. */
export async function step(server: TestServer, client: ApiClient, tripId: number, name: string, version?: number) {
  const stored = await server.running.database.db.selectFrom('charterTrips').select('version').where('id', '=', tripId).executeTakeFirstOrThrow();
  return client.post<Record<string, unknown> & { code?: string; message?: string }>(`/api/charter-trips/${tripId}/${name}`, { version: version ?? stored.version });
}
