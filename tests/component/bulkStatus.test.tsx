import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { vehicles } from '../../resources/vehicles';
import { handlers } from '../../src/mocks/handlers';
import { BulkStatusButton } from '../../src/resources/BulkStatusButton';
import { renderInConsole } from './consoleTesting';

const STALE = 'Someone else changed this record since you opened it: reload it and try again.';
const saved: number[] = [];
const server = setupServer(
  http.put('/api/vehicles/:id', async ({ params, request }) => {
    if (params.id === '2') return HttpResponse.json({ message: STALE, code: 'STALE' }, { status: 409 });
    saved.push(Number(params.id));
    return HttpResponse.json(await request.json());
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('setting the status of the ticked records ("Set status")', () => {
  it('saves each ticked record with the status chosen, names each refused one and why, and keeps it ticked', async () => {
    const onSelect = jest.fn();
    const list = { resource: 'vehicles', selectedIds: [1, 2, 3], onSelect } as unknown as ListControllerResult;
    renderInConsole(<ListContextProvider value={list}><BulkStatusButton resource={vehicles} /></ListContextProvider>, '/vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Status of 3 vehicles' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Out of service' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const summary = await screen.findByRole('dialog', { name: '2 vehicles changed; 1 refused' }, { timeout: 10_000 });
    expect(within(summary).getByRole('listitem').textContent).toMatch(new RegExp(`^Vehicle .+: ${STALE.replace(/[.?]/g, '\\$&')}$`));
    expect(saved.sort()).toEqual([1, 3]);
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith([2]));
  });
});
