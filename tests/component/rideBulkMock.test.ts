import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';
import { dataProvider } from '../../src/providers/dataProvider';

// The handlers of mock API mode (VITE_MOCK_API=true), the same the browser worker uses.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const bulk = (body: object) => fetch('/api/rides/bulk', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('bulk actions on rides in mock API mode', () => {
  it('changes each ride it can, and answers the others refused with their reason, as the server does', async () => {
    const { data } = await dataProvider.getList('rides', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: { status: ['scheduled', 'assigned'] } });
    const [a, b] = data;
    const response = await bulk({ action: 'cancel', rideIds: [{ id: a.id, version: a.version }, { id: b.id, version: b.version - 1 }, { id: 999_999, version: 1 }], input: { reason: 'Snow day' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      done: [{ id: a.id, version: a.version + 1 }],
      refused: [{ id: b.id, code: 'STALE_VERSION', message: expect.any(String) }, { id: 999_999, code: 'NOT_FOUND', message: 'No such rides record.' }],
    });
    expect((await dataProvider.getOne('rides', { id: a.id })).data.status).toBe('cancelled');
  });

  it('refuses a malformed request whole with 400', async () => {
    expect((await bulk({ action: 'cancel', rideIds: [{ id: 1, version: 1 }], input: { reason: '' } })).status).toBe(400);
    expect((await bulk({ action: 'reassign', rideIds: [{ id: 1, version: 1 }], input: {} })).status).toBe(400);
    expect((await bulk({ action: 'assign', rideIds: [], input: { driverId: null } })).status).toBe(400);
  });
});
