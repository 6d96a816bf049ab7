import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vehicles } from '../../resources/vehicles';
import { handlers } from '../../src/mocks/handlers';
import { mockStore } from '../../src/mocks/records/mockStore';
import { recordView } from '../../src/mocks/records/recordView';
import { ResourceEdit } from '../../src/resources/GeneratedViews';
import { renderInConsole } from './consoleTesting';

/** The vehicle as read again after someone else changed its model. */
let readsAfterChange = false;
const server = setupServer(
  http.get('/api/vehicles/1', () => {
    if (!readsAfterChange) return undefined;
    const stored = recordView(vehicles, mockStore().byId('vehicles', 1)!, mockStore().clock.today);
    return HttpResponse.json({ ...stored, model: 'Saf-T-Liner C2', version: Number(stored.version) + 1 });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('a generated edit form read afresh while the user types (a slow network)', () => {
  it('keeps what was typed, dirty and ready to save, and takes the fresh values of the fields not touched', async () => {
    renderInConsole(<ResourceEdit resource={vehicles} id={1} />, '/vehicles/1');
    const number = await screen.findByLabelText(/^Number/, {}, { timeout: 10_000 }) as HTMLInputElement;
    await waitFor(() => expect(number.value).not.toBe(''));
    fireEvent.change(number, { target: { value: 'B-555' } });

    // The record is read again (the window regains focus) and answers with another user's change.
    readsAfterChange = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const model = screen.getByLabelText(/^Model/) as HTMLInputElement;
    await waitFor(() => expect(model.value).toBe('Saf-T-Liner C2'), { timeout: 10_000 });
    expect(number.value).toBe('B-555');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
