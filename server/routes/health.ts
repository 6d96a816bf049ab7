import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { DatabaseUnavailableError, RETRY_AFTER_SECONDS, UNAVAILABLE_CODES, UNAVAILABLE_MESSAGES, asUnavailable } from '../db/availability';

const HEALTH_BODY = {
  type: 'object',
  properties: { status: { type: 'string' }, db: { type: 'string' }, version: { type: 'string' } },
} as const;

/**
 * 200 only when the database can serve this process now (DatabaseHandle.checkAvailable), so that a
 * load balancer sends no one to a process whose requests would all answer 503; 503 `DRAINING` while
 * the process stops, so that it sends new requests to another.
 */
export async function healthRoutes(app: FastifyInstance, { database, config, lifecycle }: AppContext): Promise<void> {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      response: {
        200: HEALTH_BODY,
        503: { ...HEALTH_BODY, properties: { ...HEALTH_BODY.properties, message: { type: 'string' }, code: { type: 'string' } } },
      },
    },
  }, async (request, reply) => {
    if (lifecycle?.draining) {
      return reply.status(503).send({ status: 'draining', db: database.dialect, version: config.version, message: 'This process is stopping: another serves your requests.', code: 'DRAINING' });
    }
    try {
      await database.checkAvailable();
      return { status: 'ok', db: database.dialect, version: config.version };
    } catch (error) {
      // Any failure means this process cannot serve; one that is not an outage is logged as the cause.
      const unavailable = asUnavailable(error);
      const kind = unavailable instanceof DatabaseUnavailableError ? unavailable.kind : 'unreachable';
      request.log.warn({ req: request, err: unavailable instanceof DatabaseUnavailableError ? unavailable.cause : error }, 'health check: database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        status: 'unavailable', db: database.dialect, version: config.version, message: UNAVAILABLE_MESSAGES[kind], code: UNAVAILABLE_CODES[kind],
      });
    }
  });
}
