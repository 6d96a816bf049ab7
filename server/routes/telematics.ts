import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../errors';
import { vehicleOfDeviceToken } from '../telematics/devices';
import { PositionIngest, type DevicePosition } from '../telematics/ingest';
import { ingestScans, SCAN_KINDS, type DeviceScan } from '../telematics/scans';

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
async function deviceVehicle(context: AppContext, authorization: string | undefined): Promise<number> {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  const vehicleId = token && (await vehicleOfDeviceToken(context.database.db, token));
  if (!vehicleId) throw new HttpError(401, 'A valid device token is required.', 'DEVICE_UNAUTHORIZED');
  return vehicleId;
}

/** The first of the batch's times past what a device's clock may be ahead, as a 400 naming it. */
function refuseFuture(items: { recordedAt: string }[], name: string): void {
  const latest = Date.now() + MAX_CLOCK_AHEAD_MS;
  const future = items.findIndex((item) => Date.parse(item.recordedAt) > latest);
  if (future >= 0) throw badRequest(`${name}[${future}].recordedAt is in the future; check the device clock.`, 'CLOCK_AHEAD');
}

/**
 * The telematics ingest (spec 1.3): GPS devices post batches of positions with their own token
 * (`Authorization: Bearer …`), not a user's session.
 */
export async function telematicsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const ingest = context.positions ?? new PositionIngest(context.database.db, context.live);
  app.post<{ Body: { positions: DevicePosition[] } }>('/api/telematics/positions', {
    config: { access: 'public' },
    schema: { body: positionsBody },
  }, async (request, reply) => {
    const vehicleId = await deviceVehicle(context, request.headers.authorization);
    refuseFuture(request.body.positions, 'positions');
    const outcome = await ingest.ingest(vehicleId, request.body.positions);
    reply.code(202);
    return outcome;
  });

  // Badge scans from the bus's reader, with the same device token: late and out of order are taken, a scan id sent again is not stored twice.
  app.post<{ Body: { scans: DeviceScan[] } }>('/api/telematics/scans', {
    config: { access: 'public' },
    schema: { body: scansBody },
  }, async (request, reply) => {
    const vehicleId = await deviceVehicle(context, request.headers.authorization);
    refuseFuture(request.body.scans, 'scans');
    const outcome = await ingestScans(context.database.db, vehicleId, request.body.scans);
    reply.code(202);
    return outcome;
  });
}
