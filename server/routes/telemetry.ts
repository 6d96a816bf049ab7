import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/requestAuth';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { TELEMETRY_LIMITS, type ErrorReport, type TelemetryEvent } from '../../permissions/telemetryContract';

const short = { type: 'string', maxLength: TELEMETRY_LIMITS.text } as const;
const time = { type: 'string', maxLength: 40 } as const;
const eventSchema = {
  type: 'object', additionalProperties: false, required: ['type', 'at'],
  properties: { type: { enum: ['identify', 'page'] }, at: time, userId: { type: 'integer' }, gitVersion: short, path: short },
} as const;
const errorSchema = {
  type: 'object', additionalProperties: false, required: ['kind', 'message', 'at'],
  properties: { kind: { enum: ['section-load', 'resource-load', 'script'] }, message: { type: 'string', maxLength: TELEMETRY_LIMITS.message }, url: short, at: time },
} as const;

const REPORTS_PER_MINUTE = 30;

/** Error reports come from anyone (a page can fail before sign-in), so each address gets a small allowance. */
function perMinuteAllowance(limit: number) {
  const counts = new Map<string, { minute: number; count: number }>();
  return (key: string): boolean => {
    const minute = Math.floor(Date.now() / 60_000);
    const entry = counts.get(key);
    if (!entry || entry.minute !== minute) {
      if (counts.size > 10_000) counts.clear();
      counts.set(key, { minute, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= limit;
  };
}

/**
 * Spec 1.7: analytics (identify, page views) and error reports from browsers, kept by the console
 * itself. The user is the session's, whatever the body claims.
 */
export async function telemetryRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  const mayReport = perMinuteAllowance(REPORTS_PER_MINUTE);

  app.post<{ Body: { events: TelemetryEvent[] } }>('/api/telemetry/events', {
    config: { access: 'session' },
    bodyLimit: 64 * 1024,
    schema: { body: { type: 'object', additionalProperties: false, required: ['events'], properties: { events: { type: 'array', maxItems: TELEMETRY_LIMITS.eventsPerBatch, items: eventSchema } } } },
  }, async (request, reply) => {
    const session = await sessionOf(request, context);
    if (request.body.events.length) {
      await db.insertInto('telemetryEvents').values(request.body.events.map((event) => ({
        at: event.at, portal: context.role, userId: session?.userId ?? null, type: event.type, path: event.path ?? null, gitVersion: event.gitVersion ?? null,
        receivedAt: new Date().toISOString(),
      }))).execute();
    }
    return reply.status(204).send();
  });

  app.post<{ Body: { errors: ErrorReport[] } }>('/api/telemetry/errors', {
    config: { access: 'public' },
    bodyLimit: 64 * 1024,
    schema: { body: { type: 'object', additionalProperties: false, required: ['errors'], properties: { errors: { type: 'array', maxItems: TELEMETRY_LIMITS.errorsPerBatch, items: errorSchema } } } },
  }, async (request, reply) => {
    if (!mayReport(request.ip)) throw new HttpError(429, 'Too many error reports from this address. Try again in a minute.', 'TOO_MANY_REPORTS');
    const session = await sessionOf(request, context);
    if (request.body.errors.length) {
      await db.insertInto('errorReports').values(request.body.errors.map((error) => ({
        at: error.at, portal: context.role, userId: session?.userId ?? null, kind: error.kind, message: error.message, url: error.url ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null, receivedAt: new Date().toISOString(),
      }))).execute();
    }
    return reply.status(204).send();
  });
}
