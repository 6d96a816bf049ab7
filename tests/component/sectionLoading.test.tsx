import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Routes } from 'react-router-dom';
import { initialiseMapsScript, mapsScriptSettled } from '../../src/maps/mapsScript';
import { WithMapsScript } from '../../src/maps/WithMapsScript';
import { handlers } from '../../src/mocks/handlers';
import { DrawerAccessDenied } from '../../src/pages/errors/DrawerAccessDenied';
import { disableLiveFeeds } from '../../src/providers/live/liveSwitch';
import { NAVIGATE_BACK_DELAY_MS } from '../../src/shell/drawer/drawerControls';
import { lazyWithReport } from '../../src/shell/global/lazyWithReport';
import { SECTION_LOAD_FINISHED_DELAY_MS, SectionSuspense } from '../../src/shell/layout/SectionSuspense';
import { sectionRouteElements } from '../../src/shell/routes/sectionRouteElements';
import { renderInConsole, renderWithTexts } from './consoleTesting';

// The maps script is held back by the tests, to see what waits for it.
jest.mock('../../src/maps/mapsScript', () => ({ initialiseMapsScript: jest.fn(), mapsScriptSettled: jest.fn(), googleMapsReady: () => false }));

const server = setupServer(
  http.get('/api/live/vehicles', () => HttpResponse.json({ vehicles: [] })),
  http.get('/api/live/route-issues', () => HttpResponse.json({ issues: [] })),
  ...handlers,
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  disableLiveFeeds();
});
afterAll(() => server.close());
afterEach(() => jest.useRealTimers());

const spinner = () => screen.queryAllByRole('progressbar', { name: 'Loading' });

/** A promise settled by the test. */
function held<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('a section while its code loads (spec 2.3, 9)', () => {
  it('shows a full-height spinner, then the section with a loading bar that stays 500 ms after the code arrived', async () => {
    jest.useFakeTimers();
    const code = held<{ default: () => ReactNode }>();
    const Section = lazyWithReport(() => code.promise);
    renderWithTexts(<SectionSuspense><Section /></SectionSuspense>);
    expect(spinner()).toHaveLength(1);
    expect(screen.queryByText('Students')).toBeNull();

    await act(async () => code.settle({ default: () => <h1>Students</h1> }));
    expect(screen.getByText('Students')).toBeInTheDocument();
    expect(spinner()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(SECTION_LOAD_FINISHED_DELAY_MS - 1));
    expect(spinner()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(spinner()).toHaveLength(0);
    expect(SECTION_LOAD_FINISHED_DELAY_MS).toBe(500);
  });

  it('shows a section whose code is already here at once, with no spinner at all', async () => {
    const Section = lazyWithReport(async () => ({ default: () => <h1>Rides</h1> }));
    await Section.preload();
    renderWithTexts(<SectionSuspense><Section /></SectionSuspense>);
    expect(screen.getByText('Rides')).toBeInTheDocument();
    expect(spinner()).toHaveLength(0);
  });
});

describe('routes with a map (spec 2.2: they initialise the maps script before they open)', () => {
  beforeEach(() => {
    jest.mocked(initialiseMapsScript).mockReset();
    jest.mocked(mapsScriptSettled).mockReturnValue(false);
  });

  it('keep the section spinner up until the maps script is ready', async () => {
    const script = held<void>();
    jest.mocked(initialiseMapsScript).mockReturnValue(script.promise);
    await act(async () => void renderWithTexts(<SectionSuspense><WithMapsScript><p>A map</p></WithMapsScript></SectionSuspense>));
    expect(spinner()).toHaveLength(1);
    expect(screen.queryByText('A map')).toBeNull();
    jest.mocked(mapsScriptSettled).mockReturnValue(true);
    await act(async () => script.settle());
    expect(await screen.findByText('A map')).toBeInTheDocument();
  });

  const openAt = (path: string) => renderInConsole(<SectionSuspense><Routes>{sectionRouteElements}</Routes></SectionSuspense>, path);

  it.each([
    ['the live map', 'the rides list', '/live-map', () => screen.queryByRole('heading', { name: 'Live map' }), '/rides', 'Rides'],
    ['a run\'s record page, which draws its path,', 'the runs list', '/routes/1/show', () => screen.queryByText('Path', { exact: true }), '/routes', 'Runs'],
  ])('%s opens through its route once the script is ready; %s does not wait for it, and asks for it for the records it opens', async (_page, _list, path, shown, listPath, listHeading) => {
    const script = held<void>();
    jest.mocked(initialiseMapsScript).mockReturnValue(script.promise);
    const opened = openAt(path);
    await waitFor(() => expect(initialiseMapsScript).toHaveBeenCalled());
    expect(spinner()).toHaveLength(1);
    expect(shown()).toBeNull();
    jest.mocked(mapsScriptSettled).mockReturnValue(true);
    script.settle();
    await waitFor(() => expect(shown()).toBeInTheDocument());
    opened.unmount();

    // A script that never arrives: the list shows all the same, and has asked for it, so that a row
    // clicked opens its record's map at once.
    jest.mocked(initialiseMapsScript).mockReset().mockReturnValue(held<void>().promise);
    jest.mocked(mapsScriptSettled).mockReturnValue(false);
    openAt(listPath);
    expect(await screen.findByRole('heading', { name: listHeading })).toBeInTheDocument();
    expect(initialiseMapsScript).toHaveBeenCalled();
  });
});

describe('the drawer\'s way back (spec 2.10, 9)', () => {
  it('goes back 100 ms after "Go back" is pressed', () => {
    jest.useFakeTimers();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderWithTexts(<DrawerAccessDenied />);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    act(() => jest.advanceTimersByTime(NAVIGATE_BACK_DELAY_MS - 1));
    expect(back).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(back).toHaveBeenCalledTimes(1);
    expect(NAVIGATE_BACK_DELAY_MS).toBe(100);
    back.mockRestore();
  });
});
