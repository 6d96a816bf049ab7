import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { appConfig } from '../../src/appConfig';
import { handlers } from '../../src/mocks/handlers';
import { reloadPage } from '../../src/shell/global/browserNavigation';
import { NewVersionPopup } from '../../src/shell/global/newVersion/NewVersionPopup';
import { UNRECOVERABLE_UPDATE_ERROR_KEY } from '../../src/shell/global/newVersion/unrecoverableUpdateError';
import { PopupHost } from '../../src/shell/global/popups/PopupHost';
import { createPopupStore } from '../../src/shell/global/popups/popupStore';
import { PopupStoreContext } from '../../src/shell/global/popups/usePopups';
import { renderWithTexts } from './consoleTesting';

jest.mock('../../src/shell/global/browserNavigation', () => ({ loadPage: jest.fn(), reloadPage: jest.fn() }));

const server = setupServer(...handlers);
const configRequests = jest.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Only the app's timers are faked: MSW and the DOM keep their own ways of waiting.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  server.events.on('request:start', ({ request }) => new URL(request.url).pathname === '/api/app-config' && configRequests());
});
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
  configRequests.mockClear();
  jest.mocked(reloadPage).mockClear();
  window.localStorage.clear();
});
afterAll(() => server.close());

const serving = (version: string) => server.use(http.get('/api/app-config', () => HttpResponse.json({ ...appConfig(), version })));
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const MINUTE = 60_000;

function renderUpdateCheck() {
  renderWithTexts(
    <PopupStoreContext.Provider value={createPopupStore()}>
      <NewVersionPopup />
      <PopupHost />
    </PopupStoreContext.Provider>,
  );
}

async function newVersionPopup() {
  return screen.findByRole('dialog', { name: 'New version of the app is available' });
}

describe('the new-version popup (spec 4.7, 8, 9)', () => {
  it('opens when the server serves another version than the page loaded with', async () => {
    serving('2.0.0');
    renderUpdateCheck();
    await advance(9_999);
    expect(configRequests).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const popup = await newVersionPopup();
    expect(popup).toHaveTextContent('Please, refresh the page to apply the new version or delay the update for 1 hour.');
    expect(screen.getByRole('button', { name: 'Delay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('stays closed while the version is the same, checking every appUpdateCheckIntervalSeconds', async () => {
    renderUpdateCheck();
    await advance(10_000 + appConfig().appUpdateCheckIntervalSeconds * 1000 * 2);
    expect(configRequests).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Refresh" reloads the page', async () => {
    serving('2.0.0');
    renderUpdateCheck();
    await advance(10_000);
    await newVersionPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('"Delay" closes the popup, stops polling and reopens it after 60 minutes', async () => {
    serving('2.0.0');
    renderUpdateCheck();
    await advance(10_000);
    await newVersionPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Delay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await advance(60 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1000);
    await newVersionPopup();
    expect(configRequests).toHaveBeenCalledTimes(1);
  });

  it('records the time of an unrecoverable update error and opens the unrecoverable-error popup', async () => {
    server.use(http.get('/api/app-config', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderUpdateCheck();
    const interval = appConfig().appUpdateCheckIntervalSeconds * 1000;
    await advance(10_000 + interval);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(interval);
    const popup = await screen.findByRole('alertdialog', { name: 'The app cannot be updated' });
    expect(popup).toHaveTextContent('Something went wrong while checking for a new version of the app.');
    expect(Date.parse(window.localStorage.getItem(UNRECOVERABLE_UPDATE_ERROR_KEY) ?? '')).toBe(Date.now());
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });
});
