import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';
import { MOCK_ACCOUNT, MOCK_CHECK } from '../../src/mocks/mockSession';
import { GoToPage } from '../../src/shell/global/goToPage/GoToPage';
import { recentlyViewedKey, type RecentPage } from '../../src/shell/global/goToPage/recentlyViewed';
import { renderInConsole } from './consoleTesting';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

/** A dispatcher who may see rides and drivers only, with nothing in their work queue (the mock user has some). */
const withPermissions = (permissions: string[]) => [
  http.get('/api/account', () => HttpResponse.json({ ...MOCK_ACCOUNT, permissions })),
  http.get('/api/work-queue/first-link', () => HttpResponse.json({ link: null })),
];

async function openWithShortcut() {
  await screen.findByTestId('console-ready');
  fireEvent.keyDown(window, { key: 'e', metaKey: true });
  return screen.findByRole('dialog', { name: 'Go to page' });
}

/** Opens "Go to page" at `path` for a user with these codes who recently viewed `recent`. */
async function openAt(path: string, permissions: string[], recent: RecentPage[] = []) {
  server.use(...withPermissions(permissions));
  window.localStorage.setItem(recentlyViewedKey(MOCK_CHECK.userId), JSON.stringify(recent));
  renderInConsole(<><GoToPage /><span data-testid="console-ready" /></>, path);
  return openWithShortcut();
}

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('"Go to page" (spec 2.11)', () => {
  it('opens on Meta+E with a "Go to:" field and lists only the sections the user may open', async () => {
    server.use(...withPermissions(['RIDE_VIEW', 'DRIVER_VIEW']));
    renderInConsole(<><GoToPage /><span data-testid="console-ready" /></>, '/');
    const dialog = await openWithShortcut();
    const field = within(dialog).getByRole('combobox', { name: 'Go to:' });
    expect(field).toHaveAttribute('placeholder', 'Start typing...');
    await waitFor(() => expect(optionTexts()).toEqual(['Rides', 'Live map', 'Drivers']));
  });

  it('lists recently viewed pages first with the subtext "Recently viewed", only those still allowed', async () => {
    await openAt('/', ['RIDE_VIEW', 'DRIVER_VIEW'], [
      { path: '/drivers/3/show', label: 'Drivers', pagePath: '/drivers' },
      { path: '/students', label: 'Students', pagePath: '/students' },
    ]);
    await waitFor(() => expect(optionTexts()).toEqual(['DriversRecently viewed', 'Rides', 'Live map', 'Drivers']));
  });

  it('leaves out the page the user is on, as a section and as a recent visit', async () => {
    await openAt('/rides?page=2&perPage=25', ['RIDE_VIEW', 'DRIVER_VIEW'], [
      { path: '/rides?page=2', label: 'Rides', pagePath: '/rides' },
      { path: '/drivers/3/show', label: 'Drivers', pagePath: '/drivers' },
    ]);
    await waitFor(() => expect(optionTexts()).toEqual(['DriversRecently viewed', 'Live map', 'Drivers']));
  });

  it('names the two "Employees" sections as the menu\'s tooltips do', async () => {
    await openAt('/', ['VENDOR_EMPLOYEE_VIEW', 'SCHOOL_EMPLOYEE_VIEW']);
    await waitFor(() => expect(optionTexts()).toEqual(['Employees — Vendors', 'Employees — Schools']));
  });

  it('shows a spinner while the options load', async () => {
    server.use(http.get('/api/work-queue/first-link', async () => {
      await delay(300);
      return HttpResponse.json({ link: '/work-queue/5' });
    }));
    renderInConsole(<><GoToPage /><span data-testid="console-ready" /></>);
    const dialog = await openWithShortcut();
    expect(within(dialog).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'Work queue' })).toBeInTheDocument();
  });

  it('navigates to the chosen page and closes', async () => {
    renderInConsole(<><GoToPage /><span data-testid="console-ready" /></>, '/rides');
    const dialog = await openWithShortcut();
    const field = within(dialog).getByRole('combobox', { name: 'Go to:' });
    fireEvent.change(field, { target: { value: 'vehicle insp' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Vehicle inspections' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/vehicle-inspections');
  });

  it('closes with Escape and with the close control', async () => {
    renderInConsole(<><GoToPage /><span data-testid="console-ready" /></>);
    let dialog = await openWithShortcut();
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Go to:' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openWithShortcut();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
