import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, badRequest } from '../errors';
import { vehicleOfDeviceToken } from '../telematics/devices';
import { PositionIngest, type DevicePosition } from '../telematics/ingest';

export const MAX_POSITIONS_PER_BATCH = 500;
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
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1];
    const vehicleId = token && (await vehicleOfDeviceToken(context.database.db, token));
    if (!vehicleId) throw new HttpError(401, 'A valid device token is required.', 'DEVICE_UNAUTHORIZED');
    const latest = Date.now() + MAX_CLOCK_AHEAD_MS;
    const future = request.body.positions.findIndex((p) => Date.parse(p.recordedAt) > latest);
    if (future >= 0) throw badRequest(`positions[${future}].recordedAt is in the future; check the device clock.`, 'CLOCK_AHEAD');
    const outcome = await ingest.ingest(vehicleId, request.body.positions);
    reply.code(202);
    return outcome;
  });
}
