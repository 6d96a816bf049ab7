import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';
import App from '../../src/App';

// The console over mock mode's API takes a while to come up on a busy machine (all suites in parallel).
jest.setTimeout(60_000);

const REFUSAL = 'sort: rides cannot be sorted by "rideDate".';

/** The mock API, except that it refuses the rides list in the order of the ride's date, as a server might refuse a sort. */
const server = setupServer(
  http.get('/api/rides', ({ request }) => {
    if (new URL(request.url).searchParams.get('sort')?.startsWith('["rideDate"')) return HttpResponse.json({ message: REFUSAL, code: 'INVALID_PARAMETER' }, { status: 400 });
    return undefined;
  }),
  ...handlers,
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // react-admin scrolls to the top on a page change; jsdom has no scrolling.
  window.scrollTo = () => undefined;
});
afterEach(() => window.localStorage.clear());
afterAll(() => server.close());

const rowTexts = () => within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1).map((row) => row.textContent);
const storedSort = () => (JSON.parse(window.localStorage.getItem('RaStore.rides.listParams') ?? '{}') as { sort?: string }).sort;

async function openRides(): Promise<string[]> {
  window.history.replaceState(null, '', '/rides');
  render(<App />);
  await screen.findByRole('heading', { name: 'Rides' }, { timeout: 15_000 });
  await waitFor(() => expect(rowTexts().length).toBeGreaterThan(0), { timeout: 15_000 });
  return rowTexts() as string[];
}

describe('a list request the server refuses, such as a sort it does not offer', () => {
  it('keeps the rows shown, says what was refused, and keeps the list in the order it had', async () => {
    const shown = await openRides();
    fireEvent.click(screen.getAllByRole('table')[0].querySelector('th.column-rideDate [role=button]')!);
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(rowTexts()).toEqual(shown);
    expect(screen.queryByText(/No Rides found/)).toBeNull();
    expect(screen.queryByText(/undefined/)).toBeNull();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('scheduledStart'));
    expect(storedSort()).toBe('scheduledStart');
    expect(rowTexts()).toEqual(shown);
  });

  it('opens on the first page, in the declared order, when the order stored from an earlier visit is refused', async () => {
    window.localStorage.setItem('RaStore.rides.listParams', JSON.stringify({ sort: 'rideDate', order: 'ASC', page: 3, perPage: 25, filter: {} }));
    await openRides();
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    await waitFor(() => expect(storedSort()).toBe('scheduledStart'));
    expect(screen.getByText(/^1-25 of /)).toBeInTheDocument();
  });
});
