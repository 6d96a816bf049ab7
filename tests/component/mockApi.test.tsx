import { setupServer } from 'msw/node';
import { ALL_PERMISSIONS } from '../../permissions/catalogue';
import { handlers } from '../../src/mocks/handlers';
import { dataProvider } from '../../src/providers/dataProvider';
import { loadConsoleSession } from '../../src/shell/loadConsoleSession';

// The handlers of mock API mode (VITE_MOCK_API=true), the same the browser worker uses.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const getJson = async (path: string) => {
  const response = await fetch(path);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};

describe('mock API mode (spec 1.7)', () => {
  it('signs in with an account chosen, the full permission set and a US Pacific timezone', async () => {
    const outcome = await loadConsoleSession('/rides', '');
    if (outcome.kind !== 'ready') throw new Error(`expected a session, got a redirect to ${outcome.to}`);
    const { account, check } = outcome.session;
    expect(check.isAccountSelected).toBe(true);
    expect(account.permissions).toEqual([...ALL_PERMISSIONS]);
    expect(account.userRole).toBe('admin');
    expect(account.account).toMatchObject({ name: 'Mock Operations', timezone: 'America/Los_Angeles' });
  });

  it('gives default district grades "1" and "2", both not custom', async () => {
    expect((await getJson('/api/districts/default-grades')).body).toEqual({
      standardGrades: [{ gradeId: '1', value: '1', isCustom: false }, { gradeId: '2', value: '2', isCustom: false }],
    });
  });

  it('has no work-queue item and no impersonation session', async () => {
    expect((await getJson('/api/work-queue/first-link')).body).toEqual({ link: null });
    expect((await getJson('/api/auth/impersonation-session')).status).toBe(404);
  });

  it('lists every resource as empty through the stock simple-REST client', async () => {
    await expect(dataProvider.getList('rides', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }))
      .resolves.toEqual({ data: [], total: 0 });
  });

  it('accepts telemetry', async () => {
    const post = (path: string, body: object) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/telemetry/events', { events: [] })).status).toBe(204);
    expect((await post('/api/telemetry/errors', { errors: [] })).status).toBe(204);
  });
});
