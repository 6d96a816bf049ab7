import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountResponse } from '../../permissions/accountContext';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { todayIn } from '../../resources/engine/calendarDay';
import { rides } from '../../resources/rides';
import { dataProvider, fetchPageAhead } from '../../src/providers/dataProvider';
import { firstPageParams } from '../../src/resources/listColumns';
import { fetchListAheadAt } from '../../src/shell/routes/sectionRoutes';

const account = (permissions: string[]): AccountResponse => ({
  account: { accountId: 1, subAccountIds: [], name: 'Summit Student Transportation', isAccountRequired: false, isSubAccountsRequired: false, timezone: 'America/Los_Angeles', imagePath: null, canSwitchAccount: false },
  permissions,
  userRole: 'admin',
});
const rideViewer = account(['RIDE_VIEW', 'ROUTE_VIEW']);
const rows = [{ id: 7, displayId: 1007, routeId: 3, status: 'scheduled' }, { id: 6, displayId: 1006, routeId: 3, status: 'completed' }];

const server = setupServer();
/** Every list request the API was sent, by its query string. */
let asked: URLSearchParams[] = [];
let failNext = false;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
  failNext = false;
  window.localStorage.clear();
  server.use(
    http.get('/api/rides', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      if (failNext) return (failNext = false), HttpResponse.json({ message: 'Try again.' }, { status: 503 });
      return HttpResponse.json(rows, { headers: { 'Content-Range': 'rides 0-1/2' } });
    }),
    http.get('/api/routes', () => HttpResponse.json([{ id: 3, number: 'R-3' }], { headers: { 'Content-Range': 'routes 0-0/1' } })),
  );
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const params = firstPageParams(rides, defineAbilityFor(rideViewer), rideViewer.account.timezone);

describe('a list page asked for ahead', () => {
  it('is handed to the first list asking for that very page, which sends no request of its own', async () => {
    fetchPageAhead('rides', params);
    const page = await dataProvider.getList('rides', params);
    expect(asked).toHaveLength(1);
    expect(page).toMatchObject({ data: rows, total: 2, meta: { prefetched: { routes: [{ id: 3, number: 'R-3' }] } } });
  });

  it('is handed over once: the next list asking for it asks the API again', async () => {
    fetchPageAhead('rides', params);
    await dataProvider.getList('rides', params);
    await dataProvider.getList('rides', params);
    expect(asked).toHaveLength(2);
  });

  it('is not handed to a list asking for another page, order or filter', async () => {
    fetchPageAhead('rides', params);
    await dataProvider.getList('rides', { ...params, pagination: { page: 2, perPage: 25 } });
    await dataProvider.getList('rides', { ...params, filter: { status: 'completed' } });
    const today = JSON.stringify(params.filter);
    expect(asked.map((query) => [query.get('range'), query.get('filter')])).toEqual([['[0,24]', today], ['[25,49]', today], ['[0,24]', '{"status":"completed"}']]);
    await dataProvider.getList('rides', params);
    expect(asked).toHaveLength(3);
  });

  it('that failed leaves the list to ask again, and get its rows', async () => {
    failNext = true;
    fetchPageAhead('rides', params);
    const page = await dataProvider.getList('rides', params);
    expect(asked).toHaveLength(2);
    expect(page.data).toEqual(rows);
  });

  it('too long ago is not handed over: the list asks afresh', async () => {
    const now = Date.now();
    fetchPageAhead('rides', params);
    jest.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    await dataProvider.getList('rides', params);
    expect(asked).toHaveLength(2);
  });
});

describe('the rows of the list at an address, asked for while the console loads', () => {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("asks for a generated list's first page, in its declared order, as the list will", async () => {
    fetchListAheadAt('/rides', '', rideViewer);
    await settled();
    // Today's rides in the account's timezone, soonest first (the rides list opens on today's work).
    const today = todayIn(rideViewer.account.timezone);
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([{ sort: '["scheduledStart","ASC"]', range: '[0,24]', filter: JSON.stringify({ rideDate: today }) }]);
    await dataProvider.getList('rides', params);
    expect(asked).toHaveLength(1);
  });

  it('asks for nothing when the address or the stored list settings choose another page', async () => {
    fetchListAheadAt('/rides', '?filter=%7B%22status%22%3A%22completed%22%7D', rideViewer);
    window.localStorage.setItem('RaStore.rides.listParams', JSON.stringify({ sort: 'rideDate', order: 'ASC', page: 1, perPage: 25, filter: {} }));
    fetchListAheadAt('/rides', '', rideViewer);
    await settled();
    expect(asked).toHaveLength(0);
  });

  it('asks for nothing for a record, a screen written by hand, or a list the account may not see', async () => {
    fetchListAheadAt('/rides/7/show', '', rideViewer);
    fetchListAheadAt('/dashboard', '', rideViewer);
    fetchListAheadAt('/rides', '', account(['VEHICLE_VIEW']));
    await settled();
    expect(asked).toHaveLength(0);
  });
});
