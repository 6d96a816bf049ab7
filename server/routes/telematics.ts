import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../errors';
import { DeviceTokens } from '../telematics/devices';
import { PositionIngest, type DevicePosition } from '../telematics/ingest';
import { SCAN_KINDS, type DeviceScan } from '../telematics/scans';

export const MAX_POSITIONS_PER_BATCH = 500;
export const MAX_SCANS_PER_BATCH = 500;
/** A device clock this far ahead is wrong, not early. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

const positionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['positions'],
  properties: {
    positions: {
      type: 'array', minItems: 1, maxItems: MAX_POSITIONS_PER_BATCH,
      items: {
        type: 'object', additionalProperties: false, required: ['recordedAt', 'lat', 'lng'],
        properties: {
          recordedAt: { type: 'string', format: 'date-time' },
          lat: { type: 'number', minimum: -90, maximum: 90 },
          lng: { type: 'number', minimum: -180, maximum: 180 },
          speedKph: { type: ['number', 'null'], minimum: 0, maximum: 300 },
          heading: { type: ['number', 'null'], minimum: 0, maximum: 360 },
        },
      },
    },
  },
} as const;

const scansBody = {
  type: 'object',
  additionalProperties: false,
  required: ['scans'],
  properties: {
    scans: {
      type: 'array', minItems: 1, maxItems: MAX_SCANS_PER_BATCH,
      items: {
        type: 'object', additionalProperties: false, required: ['scanId', 'recordedAt', 'badge', 'kind'],
        properties: {
          scanId: { type: 'string', minLength: 1, maxLength: 100 },
          recordedAt: { type: 'string', format: 'date-time' },
          badge: { type: 'string', minLength: 1, maxLength: 40 },
          kind: { type: 'string', enum: SCAN_KINDS },
          lat: { type: ['number', 'null'], minimum: -90, maximum: 90 },
          lng: { type: ['number', 'null'], minimum: -180, maximum: 180 },
        },
      },
    },
  },
} as const;

/** The vehicle whose device sent the request (`Authorization: Bearer <device token>`). */
async function deviceVehicle(devices: DeviceTokens, authorization: string | undefined): Promise<number> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  const vehicleId = token && (await devices.vehicleOf(token));
  if (!vehicleId) throw new HttpError(401, 'A valid device token is required.', 'DEVICE_UNAUTHORIZED');
  return vehicleId;
}

/**
 * A route a device posts batches to with its own token, not a user's session: the token names the
 * vehicle, a time further ahead than a device clock may be is refused as a 400 naming it, and what
 * `take` makes of the batch is answered with 202.
 */
function deviceBatchRoute<Item extends { recordedAt: string }>(
  app: FastifyInstance, devices: DeviceTokens, url: string, batch: string, body: object, take: (vehicleId: number, items: Item[]) => Promise<object>,
): void {
  app.post<{ Body: Record<string, Item[]> }>(url, { config: { access: 'public' }, schema: { body } }, async (request, reply) => {
    const vehicleId = await deviceVehicle(devices, request.headers.authorization);
    const items = request.body[batch];
    const latest = Date.now() + MAX_CLOCK_AHEAD_MS;
    const future = items.findIndex((item) => Date.parse(item.recordedAt) > latest);
    if (future >= 0) throw badRequest(`${batch}[${future}].recordedAt is in the future; check the device clock.`, 'CLOCK_AHEAD');
    const outcome = await take(vehicleId, items);
    reply.code(202);
    return outcome;
  });
}

/**
 * The telematics ingest (spec 1.3): GPS devices post batches of positions, and the buses' badge
 * readers their scans (taken late and out of order; a scan id sent again is not stored twice).
 */
export async function telematicsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const ingest = context.positions ?? new PositionIngest(context.database.db, context.live);
  const devices = new DeviceTokens(context.database.db);
  deviceBatchRoute<DevicePosition>(app, devices, '/api/telematics/positions', 'positions', positionsBody, (vehicleId, positions) => ingest.ingest(vehicleId, positions));
  deviceBatchRoute<DeviceScan>(app, devices, '/api/telematics/scans', 'scans', scansBody, (vehicleId, scans) => ingest.ridership.scans(vehicleId, scans));
}
