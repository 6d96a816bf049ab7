import type { Kysely } from 'kysely';
import { tenantCondition, type AppAbility } from '../../permissions/defineAbility';
import { LIVE_FEEDS, MAX_SECONDARY_RIDES, type LiveFeed, type SubscribeAck, type SubscribeRequest } from '../../permissions/liveFeeds';
import { passes } from '../../permissions/menu';
import { TENANT_COLUMNS, type TenantColumns } from '../../permissions/tenantScopes';
import type { AccountResponse } from '../../permissions/accountContext';
import type { Row } from '../resources/recordCodec';
import { tenantWhere } from '../resources/tenantScope';
import { checkpointRoom, manifestRoom, rideRoom, tenantRoom } from './liveHub';
import { subscriberRooms } from './tenantRooms';

/** The tenant columns each tenant-wide feed is scoped by. */
export const FEED_SCOPES: Partial<Record<LiveFeed, TenantColumns>> = {
  'rides-primary': TENANT_COLUMNS.rides!,
  'route-issues': TENANT_COLUMNS.rides!,
  'ride-next-stops': TENANT_COLUMNS.rides!,
  'vehicle-locations': TENANT_COLUMNS.rides!,
  'dbr-list': TENANT_COLUMNS['driver-bus-reports']!,
};

export interface Subscriber {
  account: AccountResponse;
  ability: AppAbility;
  /** Whether the portal and the ability show students' names (a ride's manifest lists them; counts otherwise). */
  seesStudentNames: boolean;
}

type Outcome = { rooms: string[] } | Extract<SubscribeAck, { ok: false }>;

const refuse = (code: Extract<SubscribeAck, { ok: false }>['code'], message: string): Outcome => ({ code, message, ok: false });
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) < 2 ** 31;

/**
 * The rooms a subscription joins, or why it is refused. Rooms are only ever joined here, by the
 * server: a ride is looked up within the subscriber's tenant, so asking for another tenant's ride
 * answers as if it did not exist.
 */
export async function roomsFor(db: Kysely<Record<string, Row>>, subscriber: Subscriber, request: unknown): Promise<Outcome> {
  const { feed, params = {} } = (request ?? {}) as SubscribeRequest;
  if (typeof feed !== 'string' || !Object.hasOwn(LIVE_FEEDS, feed)) return refuse('UNKNOWN_FEED', `Unknown feed: ${String(feed).slice(0, 40)}`);
  const definition = LIVE_FEEDS[feed];
  if (typeof params !== 'object' || params === null) return refuse('BAD_PARAMS', 'params must be an object.');
  if (!passes(subscriber.ability, definition.gate)) return refuse('FORBIDDEN', "You don't have permission to access this content.");

  const visibleRides = async (ids: number[]) => {
    const rows = await db.selectFrom('rides').select('id').where('id', 'in', ids)
      .where(tenantWhere(tenantCondition(subscriber.account, TENANT_COLUMNS.rides), 'rides')).execute();
    return rows.length === ids.length;
  };

  switch (definition.params) {
    case 'none':
      return { rooms: subscriberRooms(subscriber.account, FEED_SCOPES[feed]!).map((room) => tenantRoom(feed, room)) };
    case 'ride':
      if (!isId(params.rideId)) return refuse('BAD_PARAMS', 'rideId must be a positive whole number.');
      if (!(await visibleRides([params.rideId]))) return refuse('NOT_FOUND', 'No such ride.');
      return { rooms: [feed === 'ride-manifest' ? manifestRoom(params.rideId, subscriber.seesStudentNames) : rideRoom(feed, params.rideId)] };
    case 'rideIds': {
      const ids = params.rideIds;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_SECONDARY_RIDES || !ids.every(isId)) {
        return refuse('BAD_PARAMS', `rideIds must be a list of 1 to ${MAX_SECONDARY_RIDES} ride ids.`);
      }
      const unique = [...new Set(ids)];
      return (await visibleRides(unique)) ? { rooms: unique.map((id) => rideRoom(feed, id)) } : refuse('NOT_FOUND', 'No such ride.');
    }
    case 'rideAndStop': {
      const stop = params.stopSequence ?? null;
      if (!isId(params.rideId) || (stop !== null && !isId(stop))) return refuse('BAD_PARAMS', 'rideId must be a ride id and stopSequence a stop number or null.');
      return (await visibleRides([params.rideId])) ? { rooms: [checkpointRoom(params.rideId, stop)] } : refuse('NOT_FOUND', 'No such ride.');
    }
  }
}
