import { compileRemainingValidators } from '../../server/lazyValidators';
import { startTestServer, type TestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: false });
});
afterAll(() => server.stop());

describe("the console's request schemas, compiled when first needed", () => {
  // Every route's schemas at once is seconds of work, a minute on a loaded two-core machine.
  it('all compile, for every route of the three portals', async () => {
    await expect(compileRemainingValidators()).resolves.toBeUndefined();
  }, 120_000);

  it('still refuse bad input with a clear message', async () => {
    const answer = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ email: 42 }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: expect.stringMatching(/email|password/) });
  });
});
