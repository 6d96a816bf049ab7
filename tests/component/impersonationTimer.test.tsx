import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';
import { MOCK_CHECK } from '../../src/mocks/mockSession';
import { loadPage } from '../../src/shell/global/browserNavigation';
import { ImpersonationTimer } from '../../src/shell/global/impersonation/ImpersonationTimer';
import { renderInConsole } from './consoleTesting';

jest.mock('../../src/shell/global/browserNavigation', () => ({ loadPage: jest.fn(), reloadPage: jest.fn() }));

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.mocked(loadPage).mockClear();
});
afterAll(() => server.close());

/** Support staff working as another user, with this much of the session left. */
function impersonatingFor(milliseconds: number) {
  server.use(
    http.get('/api/auth/check', () => HttpResponse.json({ ...MOCK_CHECK, isImpersonation: true })),
    http.get('/api/auth/impersonation-session', () =>
      HttpResponse.json({ authenticationExpirationTimestamp: Date.now() + milliseconds, supportUserName: 'Sam Support', targetUserName: 'Dana District' }),
    ),
  );
}

describe('the impersonation session timer (spec 4.5)', () => {
  it('shows "Session ends in 00:02:00" in the warning style with 120 seconds left', async () => {
    impersonatingFor(120_000);
    renderInConsole(<ImpersonationTimer expanded />);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Session ends in 00:02:00');
    expect(timer).toHaveAttribute('data-warning', 'true');
    expect(timer).toHaveAttribute('title', 'Sam Support is signed in as Dana District');
    // Where it sits (the side menu's first row, at the window's top left) is held in Chromium: tests/e2e/globalElements.test.ts.
  });

  it('counts down every second, in the normal style above 120 seconds', async () => {
    impersonatingFor(3 * 3600_000 + 1000);
    renderInConsole(<ImpersonationTimer expanded />);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Session ends in 03:00:01');
    expect(timer).toHaveAttribute('data-warning', 'false');
    // A second later it reads 03:00:00; on a machine busy enough to hold the page back, the next second may come first.
    await waitFor(() => expect(timer.textContent).toMatch(/^Session ends in (03:00:00|02:59:5\d)$/), { timeout: 3000 });
  });

  it('at 0 stops the impersonation and signs out', async () => {
    const stopped = jest.fn();
    impersonatingFor(1200);
    server.use(http.post('/api/impersonation/stop', () => {
      stopped();
      return new HttpResponse(null, { status: 401 });
    }));
    renderInConsole(<ImpersonationTimer expanded />);
    expect(await screen.findByRole('timer')).toHaveTextContent('Session ends in 00:00:02');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/logout'), { timeout: 4000 });
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('Session ends in 00:00:00');
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('shows nothing outside an impersonation session', async () => {
    const asked = jest.fn();
    server.use(http.get('/api/auth/impersonation-session', () => {
      asked();
      return HttpResponse.json({}, { status: 404 });
    }));
    renderInConsole(<><ImpersonationTimer expanded /><span data-testid="console-ready" /></>);
    await screen.findByTestId('console-ready');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows nothing when the server knows of no impersonation session (404)', async () => {
    server.use(http.get('/api/auth/check', () => HttpResponse.json({ ...MOCK_CHECK, isImpersonation: true })));
    renderInConsole(<><ImpersonationTimer expanded /><span data-testid="console-ready" /></>);
    await screen.findByTestId('console-ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
