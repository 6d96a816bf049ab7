import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { ListPagination } from '../../src/resources/ListPagination';

/** Rides past the server's counting bound: the page, `*` for the total, and the bound in its own header. */
const ridesAsked: [number, number][] = [];

// The browser console's data path end to end in jsdom: react-admin → ra-data-simple-rest → fetch → MSW.
const server = setupServer(
  http.get('http://localhost/api/vendors', ({ request }) => {
    const url = new URL(request.url);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 9]);
    return HttpResponse.json(
      [
        { id: 1, name: 'Summit Student Transportation' },
        { id: 2, name: 'Bright Path Bus Co.' },
      ],
      { headers: { 'Content-Range': 'vendors 0-1/2', 'Access-Control-Expose-Headers': 'Content-Range' } },
    );
  }),
  http.get('http://localhost/api/rides', ({ request }) => {
    const [start, end] = JSON.parse(new URL(request.url).searchParams.get('range')!) as [number, number];
    ridesAsked.push([start, end]);
    const rows = Array.from({ length: end - start + 1 }, (_, index) => ({ id: start + index + 1, displayId: `R-${start + index + 1}` }));
    return HttpResponse.json(rows, {
      headers: { 'Content-Range': `rides ${start}-${end}/*`, 'X-Total-More-Than': '2000', 'Access-Control-Expose-Headers': 'Content-Range, X-Total-More-Than' },
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // react-admin scrolls to the top on a page change; jsdom has no scrolling.
  window.scrollTo = () => undefined;
});
afterAll(() => server.close());

function VendorList() {
  return (
    <List perPage={10}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="name" />
      </Datagrid>
    </List>
  );
}

it('lists rows that the simple-REST data provider fetched from /api', async () => {
  window.history.pushState({}, '', '/vendors');
  render(
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="vendors" list={VendorList} />
    </Admin>,
  );
  expect(await screen.findByText('Summit Student Transportation', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Bright Path Bus Co.')).toBeInTheDocument();
});

function RideList() {
  return (
    <List perPage={10} pagination={<ListPagination />}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="displayId" />
      </Datagrid>
    </List>
  );
}

it('shows a total past the counting bound as "2,000+" and still pages on', async () => {
  window.history.pushState({}, '', '/rides');
  render(
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="rides" list={RideList} />
    </Admin>,
  );
  expect(await screen.findByText('1-10 of 2,000+', {}, { timeout: 5000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await screen.findByText('R-11')).toBeInTheDocument();
  expect(screen.getByText('11-20 of 2,000+')).toBeInTheDocument();
  expect(ridesAsked).toEqual([[0, 9], [10, 19]]);
});
