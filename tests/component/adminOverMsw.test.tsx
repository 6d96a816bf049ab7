import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';

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
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
