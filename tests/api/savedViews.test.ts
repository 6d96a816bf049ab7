import { MAX_VIEWS_PER_LIST, type SavedView } from '../../resources/saved-views/savedViews';
import { signedIn, type ApiClient } from '../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../helpers/flowSuite';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(60_000);

const TODAY_CANCELLED = { resource: 'rides', name: 'Cancelled today', params: { filter: { status: 'cancelled', rideDate: '2026-11-26' }, sort: { field: 'scheduledStart', order: 'ASC' }, perPage: 50, columns: ['0', '2', '5'] } };

describe('saved list views (docs/sections.md "Saved views"): each user their own, from any browser', () => {
  let server: TestServer;
  let manager: ApiClient;
  let yard: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    ({ manager, yard } = await signInAll(server, { manager: DEMO_STAFF.manager, yard: DEMO_STAFF.yard }));
  });
  afterAll(() => server?.stop());

  it('keeps a view under its name, gives it back, and replaces it when saved again under that name', async () => {
    const saved = await manager.post<SavedView>('/api/saved-views', TODAY_CANCELLED);
    expect(saved).toMatchObject({ status: 201, body: { ...TODAY_CANCELLED, version: 1 } });
    const again = await manager.post<SavedView>('/api/saved-views', { ...TODAY_CANCELLED, name: '  Cancelled today ', params: { filter: { status: 'cancelled' } } });
    expect(again).toMatchObject({ status: 200, body: { id: saved.body.id, version: 2, params: { filter: { status: 'cancelled' } } } });
    expect((await manager.get<{ views: SavedView[] }>('/api/saved-views?resource=rides')).body.views).toEqual([again.body]);
    expect((await manager.get<{ views: SavedView[] }>('/api/saved-views?resource=vehicles')).body.views).toEqual([]);
  });

  it("keeps another user's views from them: not listed, not deletable", async () => {
    const mine = (await manager.post<SavedView>('/api/saved-views', { ...TODAY_CANCELLED, name: 'Mine' })).body;
    expect((await yard.get<{ views: SavedView[] }>('/api/saved-views?resource=rides')).body.views.map((view) => view.name)).not.toContain('Mine');
    expect(await yard.request('DELETE', `/api/saved-views/${mine.id}?version=${mine.version}`)).toMatchObject({ status: 404 });
    expect(await manager.request('DELETE', `/api/saved-views/${mine.id}`)).toMatchObject({ status: 400, body: { code: 'VERSION_REQUIRED' } });
    expect(await manager.request('DELETE', `/api/saved-views/${mine.id}?version=${mine.version + 1}`)).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
    expect(await manager.request('DELETE', `/api/saved-views/${mine.id}?version=${mine.version}`)).toMatchObject({ status: 200, body: { id: mine.id } });
    expect((await manager.get<{ views: SavedView[] }>('/api/saved-views?resource=rides')).body.views.map((view) => view.name)).not.toContain('Mine');
  });

  it.each([
    ['a list the console does not have', { ...TODAY_CANCELLED, resource: 'secrets' }, 'resource: "secrets" is not a list of the console.'],
    ['a blank name', { ...TODAY_CANCELLED, name: '   ' }, 'name: a view needs a name.'],
    ['a name on two lines', { ...TODAY_CANCELLED, name: 'Two\nlines' }, undefined],
    ['a filter that is not an object', { ...TODAY_CANCELLED, params: { filter: 'status=cancelled' } }, undefined],
    ['an order that is neither ASC nor DESC', { ...TODAY_CANCELLED, params: { filter: {}, sort: { field: 'status', order: 'UP' } } }, undefined],
    ['params over 4 kB', { ...TODAY_CANCELLED, params: { filter: { q: 'x'.repeat(5000) } } }, 'params: a view holds at most 4096 bytes of filters and columns.'],
  ])('refuses %s with 400, keeping nothing', async (_what, body, message) => {
    const before = (await manager.get<{ views: SavedView[] }>('/api/saved-views?resource=rides')).body.views;
    const refused = await manager.post<{ message: string }>('/api/saved-views', body);
    expect(refused.status).toBe(400);
    if (message) expect(refused.body.message).toBe(message);
    expect((await manager.get<{ views: SavedView[] }>('/api/saved-views?resource=rides')).body.views).toEqual(before);
  });

  it(`keeps at most ${MAX_VIEWS_PER_LIST} views per list and user`, async () => {
    const kept = (await yard.get<{ views: SavedView[] }>('/api/saved-views?resource=drivers')).body.views.length;
    for (let i = kept; i < MAX_VIEWS_PER_LIST; i += 1) expect((await yard.post('/api/saved-views', { resource: 'drivers', name: `View ${i}`, params: { filter: {} } })).status).toBe(201);
    expect(await yard.post('/api/saved-views', { resource: 'drivers', name: 'One too many', params: { filter: {} } })).toMatchObject({ status: 409, body: { code: 'TOO_MANY_VIEWS' } });
  });

  it('asks for a chosen account', async () => {
    const unchosen = await signedIn(server.urlOf('admin'), 'admin@example.com');
    expect((await unchosen.get('/api/saved-views?resource=rides')).status).toBe(403);
  });
});
