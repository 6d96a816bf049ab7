import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { appConfig } from '../../src/appConfig';
import { handlers } from '../../src/mocks/handlers';
import { MOCK_CHECK } from '../../src/mocks/mockSession';
import { setTelemetryAdapter } from '../../src/providers/telemetry/telemetry';
import { IDENTIFIED_USER_KEY } from '../../src/shell/global/analytics/usePageTracking';
import { GlobalElements } from '../../src/shell/global/GlobalElements';
import { readRecentPages, recentlyViewedKey } from '../../src/shell/global/goToPage/recentlyViewed';
import { recordingTelemetry, renderInConsole } from './consoleTesting';

const server = setupServer(...handlers);
let telemetry: ReturnType<typeof recordingTelemetry>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  telemetry = recordingTelemetry();
  setTelemetryAdapter(telemetry);
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => {
  setTelemetryAdapter(undefined);
  server.close();
});

describe('the global elements in the console (spec 1.7, 2.11)', () => {
  it('identifies the user once per session with the app version and tracks page views', async () => {
    const { unmount } = renderInConsole(<GlobalElements />, '/rides');
    await waitFor(() => expect(telemetry.calls).toEqual([
      ['identify', MOCK_CHECK.userId, { gitVersion: appConfig().version }],
      ['page', '/rides'],
    ]));
    expect(window.sessionStorage.getItem(IDENTIFIED_USER_KEY)).toBe(String(MOCK_CHECK.userId));
    unmount();

    // A reload of the page within the same session tracks the page, not the user again.
    renderInConsole(<GlobalElements />, '/drivers');
    await waitFor(() => expect(telemetry.calls).toHaveLength(3));
    expect(telemetry.calls[2]).toEqual(['page', '/drivers']);
  });

  it('remembers the pages visited for "Go to page", which opens on Meta+E', async () => {
    renderInConsole(<GlobalElements />, '/rides/12/show');
    await waitFor(() => expect(readRecentPages(window.localStorage, recentlyViewedKey(MOCK_CHECK.userId))).toEqual([
      { path: '/rides/12/show', label: 'Rides', pagePath: '/rides' },
    ]));
    fireEvent.keyDown(window, { key: 'e', metaKey: true });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Go to:' }), { target: { value: 'Drivers' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Drivers' }));
    await waitFor(() => expect(window.location.pathname).toBe('/drivers'));

    fireEvent.keyDown(window, { key: 'e', metaKey: true });
    expect(await screen.findByRole('option', { name: 'Rides Recently viewed' })).toBeInTheDocument();
    // The page shown now is not offered as recently viewed.
    expect(screen.queryByRole('option', { name: 'Drivers Recently viewed' })).not.toBeInTheDocument();
  });

  it('shows no timer and no popup in an ordinary session', async () => {
    renderInConsole(<GlobalElements />, '/rides');
    await waitFor(() => expect(telemetry.calls).toHaveLength(2));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
