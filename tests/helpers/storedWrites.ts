import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { Acknowledged, WriteLedger } from './writeWorkload';

/** Where a ride's multi-row record stood before the workload: its version, history and audit entries. */
export interface RideBaseline {
  version: number;
  tagEvents: number;
  auditUpdates: number;
}

const countsBy = async (query: Promise<{ key: string | number | null; count: string | number | bigint }[]>) =>
  new Map((await query).map((row) => [Number(row.key), Number(row.count)]));

async function rideCounts(db: Kysely<Database>, ids: number[]) {
  const [rides, events, audits] = await Promise.all([
    db.selectFrom('rides').select(['id', 'version', 'tags']).where('id', 'in', ids).execute(),
    countsBy(db.selectFrom('rideEvents').select((eb) => ['rideId as key', eb.fn.countAll().as('count')]).where('rideId', 'in', ids).where('kind', '=', 'tags_changed').groupBy('rideId').execute()),
    countsBy(db.selectFrom('auditLog').select((eb) => ['recordId as key', eb.fn.countAll().as('count')])
      .where('entity', '=', 'rides').where('action', '=', 'update').where('recordId', 'in', ids.map(String)).groupBy('recordId').execute()),
  ]);
  return rides.map((ride) => ({ ...ride, tagEvents: events.get(ride.id) ?? 0, auditUpdates: audits.get(ride.id) ?? 0 }));
}

export async function rideBaseline(db: Kysely<Database>, ids: number[]): Promise<Map<number, RideBaseline>> {
  return new Map((await rideCounts(db, ids)).map(({ id, version, tagEvents, auditUpdates }) => [id, { version, tagEvents, auditUpdates }]));
}

/** The last acknowledged write of each record. */
function lastWrites(ledger: WriteLedger): Map<string, Acknowledged> {
  const last = new Map<string, Acknowledged>();
  for (const write of ledger.acknowledged) {
    const key = `${write.resource}/${write.id}`;
    if ((last.get(key)?.version ?? 0) < write.version) last.set(key, write);
  }
  return last;
}

/**
 * What the database holds against what was acknowledged: every acknowledged write is there (a record
 * may have moved on by a write that got no answer), every ride change came with its history entry and
 * its audit entry, every created vehicle with its own. Answers the problems found, none when all holds.
 */
export async function storedWriteProblems(db: Kysely<Database>, ledger: WriteLedger, rides: Map<number, RideBaseline>, prefix: string): Promise<string[]> {
  const problems: string[] = [];
  const vehicles = await db.selectFrom('vehicles').selectAll().where('number', 'like', `${prefix}%`).execute();
  const vehicleAudits = await db.selectFrom('auditLog').select(['recordId', 'action']).where('entity', '=', 'vehicles')
    .where('recordId', 'in', vehicles.length ? vehicles.map((v) => String(v.id)) : ['none']).execute();
  const stored = new Map<string, { version: number } & Record<string, unknown>>(vehicles.map((v) => [`vehicles/${v.id}`, v]));
  const rideRows = await rideCounts(db, [...rides.keys()]);
  for (const ride of rideRows) stored.set(`rides/${ride.id}`, { ...ride, tags: ride.tags === null ? null : JSON.parse(ride.tags) });

  for (const [key, write] of lastWrites(ledger)) {
    const row = stored.get(key);
    if (!row) problems.push(`${key} was acknowledged but is not stored`);
    else if (row.version < write.version) problems.push(`${key} is at version ${row.version}, acknowledged at ${write.version}`);
    else if (row.version === write.version) {
      for (const [name, value] of Object.entries(write.fields)) {
        if (JSON.stringify(row[name]) !== JSON.stringify(value)) problems.push(`${key}.${name} is ${JSON.stringify(row[name])}, acknowledged as ${JSON.stringify(value)}`);
      }
    }
  }
  for (const ride of rideRows) {
    const before = rides.get(ride.id)!;
    const changes = ride.version - before.version;
    if (ride.tagEvents - before.tagEvents !== changes || ride.auditUpdates - before.auditUpdates !== changes) {
      problems.push(`ride ${ride.id} changed ${changes} times with ${ride.tagEvents - before.tagEvents} history and ${ride.auditUpdates - before.auditUpdates} audit entries`);
    }
  }
  for (const vehicle of vehicles) {
    const audits = vehicleAudits.filter((audit) => audit.recordId === String(vehicle.id));
    const creates = audits.filter((audit) => audit.action === 'create').length;
    if (creates !== 1 || audits.length - creates !== vehicle.version - 1) {
      problems.push(`vehicle ${vehicle.number} at version ${vehicle.version} has ${creates} create and ${audits.length - creates} update audit entries`);
    }
  }
  return problems;
}
