import Fastify from 'fastify';
import { compileRemainingValidators, lazyValidators } from '../../server/lazyValidators';

function appWith(bodySchema: object) {
  const app = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: false } }, schemaController: { compilersFactory: { buildValidator: lazyValidators() } } });
  app.post('/things', { schema: { body: bodySchema } }, async (request) => request.body);
  return app;
}

const THING = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', minLength: 1 } } };

describe('request validators compiled on first need', () => {
  it('refuse bad input as Fastify does and pass good input through', async () => {
    const app = appWith(THING);
    const bad = await app.inject({ method: 'POST', url: '/things', payload: { name: 3 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'body/name must be string' });
    const unknown = await app.inject({ method: 'POST', url: '/things', payload: { name: 'bus', extra: true } });
    expect(unknown.json()).toMatchObject({ message: 'body must NOT have additional properties' });
    const good = await app.inject({ method: 'POST', url: '/things', payload: { name: 'bus' } });
    expect(good.json()).toEqual({ name: 'bus' });
    await app.close();
  });

  it('are all compiled once asked to, so that a schema Ajv refuses shows without waiting for its route', async () => {
    const app = appWith({ type: 'object', properties: { name: { type: 'text' } } });
    await app.ready();
    await expect(compileRemainingValidators()).rejects.toThrow(/schema is invalid/);
    await app.close();
  });
});
