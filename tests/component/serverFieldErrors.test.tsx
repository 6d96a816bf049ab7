import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vehicles } from '../../resources/vehicles';
import { handlers } from '../../src/mocks/handlers';
import { ResourceEdit } from '../../src/resources/GeneratedViews';
import { renderInConsole } from './consoleTesting';

const REFUSAL = 'number is already used by another vehicle of this vendor.';

const server = setupServer(
  http.put('/api/vehicles/:id', () => HttpResponse.json({ message: REFUSAL, code: 'VALIDATION_FAILED', contextId: 'c1', errors: { number: REFUSAL } }, { status: 400 })),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('a generated form refused by the server (issue "forms that read well")', () => {
  it('shows the refusal under the field it is about, and keeps what was typed', async () => {
    renderInConsole(<ResourceEdit resource={vehicles} id={1} />, '/vehicles/1');
    const number = await screen.findByLabelText(/^Number/, {}, { timeout: 10_000 });
    await waitFor(() => expect((number as HTMLInputElement).value).not.toBe(''));
    fireEvent.change(number, { target: { value: 'B-101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(REFUSAL, { selector: '.MuiFormHelperText-root *, .MuiFormHelperText-root' }, { timeout: 10_000 });
    expect(message.closest('.MuiFormControl-root')?.querySelector('input')).toBe(number);
    expect((number as HTMLInputElement).value).toBe('B-101');
  });
});
