import type { ApiClient } from './apiClient';

type Body = Record<string, unknown>;

export type WrittenResource = 'vehicles' | 'rides';

/** A write the server answered 200 to: the record's version after it and the fields it set. */
export interface Acknowledged {
  resource: WrittenResource;
  id: number;
  version: number;
  fields: Body;
}

/** What a workload wrote and saw. */
export interface WriteLedger {
  acknowledged: Acknowledged[];
  /** Requests cut off without an answer (the server died under them): applied whole or not at all. */
  inDoubt: number;
  /** Answers other than 200, as `status code message`. */
  refused: string[];
  /** A write found half-applied, or an acknowledged one missing, when a lane read its records back. */
  problems: string[];
}

export interface WorkloadOptions {
  /** The client of lane `index` (lanes may write through different server processes). */
  clientOf(index: number): ApiClient;
  lanes: number;
  /** Acknowledged writes wanted in all. */
  total: number;
  /** Rides to re-tag, shared out among the lanes: each record has one writer, so its versions are known. */
  rides: Body[];
  yardIds: number[];
  /** Prefix of created vehicles' numbers, to find them afterwards. */
  prefix: string;
  /** Told of each acknowledged write, with the count so far (a test kills the server here). */
  onAcknowledged?(count: number): void;
  /** Waited for after a request got no answer: resolves when the server is back. */
  serverBack?(): Promise<void>;
}

const SERVER_FIELDS = ['id', 'version', 'createdAt', 'updatedAt', 'displayId'];
/** A record as read, without the fields the server sets: what a form sends back with its change. */
export const editableFields = (record: Body) => Object.fromEntries(Object.entries(record).filter(([name]) => !SERVER_FIELDS.includes(name)));

interface Lane {
  index: number;
  rides: Body[];
  vehicles: Body[];
}

/**
 * Lanes of sequential writers, run side by side until `total` writes are acknowledged: four in ten
 * create a vehicle, three change a vehicle's seats, three re-tag a ride (a change that also writes
 * the ride's history and the audit log in the same transaction).
 */
export async function runWriteWorkload(options: WorkloadOptions): Promise<WriteLedger> {
  const ledger: WriteLedger = { acknowledged: [], inDoubt: 0, refused: [], problems: [] };
  const lanes: Lane[] = Array.from({ length: options.lanes }, (_, index) => ({
    index, vehicles: [], rides: options.rides.filter((_, n) => n % options.lanes === index),
  }));
  const done = () => ledger.acknowledged.length >= options.total;
  await Promise.all(lanes.map(async (lane) => {
    for (let step = 0; !done(); step += 1) await writeOnce(lane, step, options, ledger);
  }));
  return ledger;
}

async function writeOnce(lane: Lane, step: number, options: WorkloadOptions, ledger: WriteLedger): Promise<void> {
  const client = options.clientOf(lane.index);
  const kind = step % 10;
  const list = kind < 4 || !lane.vehicles.length ? null : kind >= 7 && lane.rides.length ? lane.rides : lane.vehicles;
  const resource: WrittenResource = list === lane.rides ? 'rides' : 'vehicles';
  const slot = list ? step % list.length : -1;
  const before = list?.[slot];
  const fields: Body = resource === 'rides'
    ? { tags: [`${options.prefix}${lane.index}-${step}`] }
    : before ? { seats: 10 + (step % 40) } : {
      number: `${options.prefix}${lane.index}-${step}`, yardId: options.yardIds[step % options.yardIds.length], type: 'van',
      seats: 10 + (step % 40), wheelchairPositions: 0, status: 'spare', maintenanceStatus: 'ok',
    };
  let answer;
  try {
    answer = before
      ? await client.request<Body>('PUT', `/api/${resource}/${String(before.id)}`, { ...editableFields(before), ...fields, version: before.version })
      : await client.post<Body>('/api/vehicles', fields);
  } catch {
    ledger.inDoubt += 1;
    await options.serverBack?.();
    if (before) list![slot] = await readBack(client, resource, before, fields, ledger);
    return;
  }
  if (answer.status !== 200) {
    const { code, message } = answer.body as { code?: string; message?: string };
    ledger.refused.push(`${answer.status} ${code} ${message}`);
    return;
  }
  if (list) list[slot] = answer.body;
  else lane.vehicles.push(answer.body);
  ledger.acknowledged.push({ resource, id: answer.body.id as number, version: answer.body.version as number, fields });
  options.onAcknowledged?.(ledger.acknowledged.length);
}

/** After a write that got no answer, the record holds either all of it or none of it. */
async function readBack(client: ApiClient, resource: WrittenResource, before: Body, fields: Body, ledger: WriteLedger): Promise<Body> {
  const { status, body: now } = await client.get<Body>(`/api/${resource}/${String(before.id)}`);
  if (status !== 200) throw new Error(`reading ${resource} ${String(before.id)} back answered ${status}`);
  const holds = (expected: Body) => Object.entries(expected).every(([name, value]) => JSON.stringify(now[name]) === JSON.stringify(value));
  const version = now.version as number;
  const whole = (version === before.version && holds(editableFields(before))) || (version === (before.version as number) + 1 && holds(fields));
  if (!whole) ledger.problems.push(`${resource} ${String(before.id)} at version ${version}: ${JSON.stringify(now)} after ${JSON.stringify(fields)} on version ${String(before.version)}`);
  return now;
}
