import Fastify from 'fastify';
import { announceServing, requiredEnv } from '../list-api/childServer';

/**
 * The machine's ceiling for the devices' posts: a Fastify handler that reads a post's JSON and
 * answers 202 as the ingest does, doing nothing with it, on BENCH_SERVER_PORT (a worker's port, behind
 * the same proxy, whose health check it answers too).
 */
const app = Fastify({ logger: false });
// The proxy's health check.
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/telematics/positions', async (request, reply) => {
  const { positions } = request.body as { positions: unknown[] };
  reply.code(202);
  return { accepted: positions.length, rideId: null };
});
const port = Number(requiredEnv('BENCH_SERVER_PORT'));
await app.listen({ port, host: '127.0.0.1' });
announceServing(`http://127.0.0.1:${port}`, () => app.close());
