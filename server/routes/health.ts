import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

const HEALTH_BODY = {
  type: 'object',
  properties: { status: { type: 'string' }, db: { type: 'string' }, version: { type: 'string' } },
} as const;

export async function healthRoutes(app: FastifyInstance, { database, config }: AppContext): Promise<void> {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      response: {
        200: HEALTH_BODY,
        503: { ...HEALTH_BODY, properties: { ...HEALTH_BODY.properties, message: { type: 'string' } } },
      },
    },
  }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', db: database.dialect, version: config.version };
    } catch {
      return reply.status(503).send({ status: 'unavailable', db: database.dialect, version: config.version, message: 'The database is not reachable.' });
    }
  });
}
