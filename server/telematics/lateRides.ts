import type { Kysely } from 'kysely';
import { TENANT_COLUMNS } from '../../permissions/tenantScopes';
import type { Database } from '../db/schema';
import type { LiveHub } from '../realtime/liveHub';
import { liveIssue } from './ingest';
import type { Ridership } from './ridership';

/** A ride not started this long after its scheduled start is late (a route issue). */
export const LATE_AFTER_MINUTES = 5;
/** Rides scheduled longer ago than this are not looked at again: yesterday's are settled elsewhere. */
const LOOK_BACK_MS = 3 * 60 * 60_000;
export const LATE_SWEEP_MS = 30_000;

/**
 * Raises a `late` route issue for every assigned ride that has not started LATE_AFTER_MINUTES after
 * its scheduled start, once per ride, and publishes it. The ingest resolves it when the ride starts.
 */
export async function raiseLateRideIssues(db: Kysely<Database>, hub: LiveHub | undefined, now = new Date()): Promise<number> {
  const lateBefore = new Date(now.getTime() - LATE_AFTER_MINUTES * 60_000).toISOString();
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
  const rides = await db.selectFrom('rides').selectAll()
    .where('status', 'in', ['scheduled', 'assigned']).where('actualStart', 'is', null)
    .where('scheduledStart', '<=', lateBefore).where('scheduledStart', '>=', since)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('routeIssues').select('routeIssues.id')
      .whereRef('routeIssues.rideId', '=', 'rides.id').where('routeIssues.kind', '=', 'late'))))
    .execute();
  const at = now.toISOString();
  for (const ride of rides) {
    const minutes = Math.floor((now.getTime() - Date.parse(ride.scheduledStart)) / 60_000);
    const issue = await db.insertInto('routeIssues').values({
      rideId: ride.id, districtId: ride.districtId, vendorId: ride.vendorId, kind: 'late', severity: minutes > 15 ? 'high' : 'medium',
      detectedAt: at, details: `Not started ${minutes} minutes after the scheduled start`, resolvedAt: null, resolution: null,
    }).returningAll().executeTakeFirstOrThrow();
    hub?.publishToTenants('route-issues', TENANT_COLUMNS.rides!, ride, liveIssue(issue));
  }
  return rides.length;
}

/**
 * Runs the late sweep every `everyMs`, and with it ridership's look for students left on buses; a
 * failed sweep is logged and tried again next time. The returned stop waits for a sweep under way,
 * so that the database is not closed under it.
 */
export function startLateRideSweep(db: Kysely<Database>, hub: LiveHub | undefined, log: (line: string) => void, ridership?: Ridership, everyMs = LATE_SWEEP_MS): () => Promise<void> {
  let current: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    current ??= Promise.all([raiseLateRideIssues(db, hub), ridership?.sweepLeftOnBus()])
      .catch((error: unknown) => log(`Late ride sweep failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => { current = null; });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
