import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';
import App from '../../src/App';

// The console over mock mode's API takes a while to come up on a busy machine (all suites in parallel).
jest.setTimeout(60_000);

const server = setupServer(...handlers);
/** The rides lists asked for, by their query. */
const asked: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/rides') asked.push(url.searchParams);
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = () => undefined;
});
afterEach(() => window.localStorage.clear());
afterAll(() => server.close());

const firstCells = () => within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1).map((row) => row.querySelector('td.column-displayId')?.textContent);
const askedFor = (sort: string, page = 1) => asked.filter((query) => query.get('sort') === sort && query.get('range') === JSON.stringify([(page - 1) * 25, page * 25 - 1]));

describe('a list asks for the page a click leads to once, at the click', () => {
  it('sorts and turns the page with one request each: the one asked for at the click is the one the list shows', async () => {
    window.history.replaceState(null, '', '/rides');
    render(<App />);
    await screen.findByRole('heading', { name: 'Rides' }, { timeout: 15_000 });
    await waitFor(() => expect(firstCells().length).toBe(25), { timeout: 15_000 });
    const before = firstCells();

    // Whether the column showed its new order yet when its rows were asked for: not yet, when asked at the click.
    const sortShownWhenAsked: boolean[] = [];
    const stockFetch = globalThis.fetch;
    globalThis.fetch = (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('displayId')) sortShownWhenAsked.push(document.querySelector('th.column-displayId .Mui-active') !== null);
      return stockFetch(...args);
    };
    try {
      fireEvent.click(screen.getAllByRole('table')[0].querySelector('th.column-displayId [role=button]')!);
      await waitFor(() => expect(firstCells()).not.toEqual(before), { timeout: 10_000 });
    } finally {
      globalThis.fetch = stockFetch;
    }
    expect(sortShownWhenAsked[0]).toBe(false);
    expect(askedFor('["displayId","ASC"]')).toHaveLength(1);
    const sorted = firstCells().map(Number);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText(/^26-50 of /)).toBeInTheDocument(), { timeout: 10_000 });
    expect(askedFor('["displayId","ASC"]', 2)).toHaveLength(1);
  });
});
