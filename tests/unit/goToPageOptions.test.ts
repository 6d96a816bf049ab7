import { defineAbilityFor, type AbilityContext } from '../../permissions/defineAbility';
import { ALL_PERMISSIONS } from '../../permissions/catalogue';
import { ALL_MENU_ITEMS } from '../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../permissions/routeGates';
import { consolePages, pageOf, readableKey, type ConsolePage } from '../../src/shell/global/goToPage/consolePages';
import { goToPageOptions, RECENTLY_VIEWED } from '../../src/shell/global/goToPage/goToPageOptions';
import { isGoToPageShortcut } from '../../src/shell/global/goToPage/goToPageShortcut';

const abilityWith = (permissions: string[]) => defineAbilityFor({ permissions, userRole: 'admin' } satisfies AbilityContext);
const labelOf = (page: ConsolePage) => readableKey(page.key);

describe('"Go to page" options (spec 2.11, 3)', () => {
  it('offers only the sections and routes the user may open, menu sections first', () => {
    const pages = consolePages(abilityWith(['RIDE_VIEW', 'DRIVER_EDIT', 'REPORT_VIEW']), false);
    expect(pages).toEqual([
      { key: 'rides', path: '/rides', category: 'MENU' },
      { key: 'liveMap', path: '/live-map', category: 'MENU' },
      { key: 'reports', path: '/reports', category: 'MENU' },
      { key: 'insights', path: '/insights', category: 'PAGE' },
      { key: 'ridership', path: '/ridership', category: 'PAGE' },
      { key: 'driverAndMonitorEditor', path: '/drivers-and-monitors/editor', category: 'PAGE' },
    ]);
  });

  it('offers nothing to a user without permissions', () => {
    expect(consolePages(abilityWith([]), false)).toEqual([]);
  });

  it('offers every page once to the full permission set', () => {
    const pages = consolePages(abilityWith([...ALL_PERMISSIONS]), true);
    const allPaths = new Set([...ALL_MENU_ITEMS, ...OUTSIDE_MENU_ROUTES].map((page) => page.path));
    expect(pages.map((page) => page.path).sort()).toEqual([...allPaths].sort());
  });

  it('offers the work queue only with an item of the user\'s, and opens that item', () => {
    const ability = abilityWith(['WORK_QUEUE_VIEW']);
    expect(goToPageOptions({ pages: consolePages(ability, false), recent: [], workQueueLink: null, labelOf })).toEqual([]);
    expect(goToPageOptions({ pages: consolePages(ability, true), recent: [], workQueueLink: '/rides/7/show', labelOf })).toEqual([
      { id: '/work-queue', label: 'Work queue', category: 'MENU', path: '/rides/7/show' },
    ]);
  });

  it('lists recently viewed pages first, in the RECENTLY_VIEWED category, only while still allowed', () => {
    const pages = consolePages(abilityWith(['RIDE_VIEW']), false);
    const recent = [
      { path: '/rides/12/show', label: 'Rides', pagePath: '/rides' },
      { path: '/students', label: 'Students', pagePath: '/students' },
    ];
    expect(goToPageOptions({ pages, recent, workQueueLink: null, labelOf })).toEqual([
      { id: 'recent:/rides/12/show', label: 'Rides', category: RECENTLY_VIEWED, path: '/rides/12/show' },
      { id: '/rides', label: 'Rides', category: 'MENU', path: '/rides' },
      { id: '/live-map', label: 'Live map', category: 'MENU', path: '/live-map' },
    ]);
  });

  it('does not offer the page shown now as recently viewed', () => {
    const pages = consolePages(abilityWith(['RIDE_VIEW']), false);
    const recent = [{ path: '/rides/12/show', label: 'Rides', pagePath: '/rides' }];
    const options = goToPageOptions({ pages, recent, workQueueLink: null, labelOf, currentPath: '/rides/12/show' });
    expect(options.map((option) => option.path)).toEqual(['/rides', '/live-map']);
  });

  it('does not offer the page shown now as a section either, whatever list or drawer parameters its address carries', () => {
    const pages = consolePages(abilityWith(['RIDE_VIEW', 'DRIVER_VIEW']), false);
    const recent = [
      { path: '/rides?page=2', label: 'Rides', pagePath: '/rides' },
      { path: '/drivers/3/show', label: 'Drivers', pagePath: '/drivers' },
    ];
    const pathsAt = (currentPath: string) => goToPageOptions({ pages, recent, workQueueLink: null, labelOf, currentPath }).map((option) => option.path);
    expect(pathsAt('/rides?page=2&sort=scheduledStart')).toEqual(['/drivers/3/show', '/live-map', '/drivers']);
    expect(pathsAt('/rides?_=drawer/rides/12/show&isHalfDrawer=true')).toEqual(['/rides?page=2', '/drivers/3/show', '/live-map', '/drivers']);
    expect(pathsAt('/drivers/3/show')).toEqual(['/rides?page=2', '/rides', '/live-map', '/drivers']);
  });

  it('tells pages apart by the query that identifies them: the work queue\'s item is not the same page with another item', () => {
    const pages = consolePages(abilityWith(['WORK_QUEUE_VIEW']), true);
    const pathsAt = (currentPath: string) => goToPageOptions({ pages, recent: [], workQueueLink: '/student-rfid?queue=3', labelOf, currentPath }).map((option) => option.path);
    expect(pathsAt('/student-rfid?queue=3&page=1')).toEqual([]);
    expect(pathsAt('/student-rfid?queue=4')).toEqual(['/student-rfid?queue=3']);
  });

  it('finds the page an address belongs to, the most specific first', () => {
    const pages = consolePages(abilityWith([...ALL_PERMISSIONS]), false);
    expect(pageOf('/rides', pages)?.key).toBe('rides');
    expect(pageOf('/rides/12/show', pages)?.key).toBe('rides');
    expect(pageOf('/route-explorer/route-management', pages)?.key).toBe('routeManagement');
    expect(pageOf('/ridesharing', pages)).toBeUndefined();
    expect(pageOf('/profile', pages)).toBeUndefined();
  });

  it.each([
    ['rides', 'Rides'],
    ['workQueue', 'Work queue'],
    ['dbr', 'DBR'],
    ['ssoSettingsEditor', 'SSO settings editor'],
  ])('names the page %s "%s" until the menu texts have it', (key, label) => {
    expect(readableKey(key)).toBe(label);
  });
});

describe('the "Go to page" shortcut (spec 9)', () => {
  const keys = (key: string, modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
    key, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...modifiers,
  });

  it('is Cmd/Meta+E everywhere', () => {
    expect(isGoToPageShortcut(keys('e', { metaKey: true }), true)).toBe(true);
    expect(isGoToPageShortcut(keys('E', { metaKey: true }), false)).toBe(true);
  });

  it('is also Ctrl+E, except on a Mac', () => {
    expect(isGoToPageShortcut(keys('e', { ctrlKey: true }), false)).toBe(true);
    expect(isGoToPageShortcut(keys('e', { ctrlKey: true }), true)).toBe(false);
  });

  it('leaves other keys and combinations alone', () => {
    expect(isGoToPageShortcut(keys('e'), false)).toBe(false);
    expect(isGoToPageShortcut(keys('f', { metaKey: true }), false)).toBe(false);
    expect(isGoToPageShortcut(keys('e', { metaKey: true, shiftKey: true }), false)).toBe(false);
    expect(isGoToPageShortcut(keys('e', { metaKey: true, altKey: true }), false)).toBe(false);
  });
});
