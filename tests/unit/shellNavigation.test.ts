import { memoryStorage } from '../helpers/memoryStorage';
import { rememberAccountsPreset } from '../../src/pages/login/selectAccount/accountSelection';
import { drawerHref, drawerOutletOf, searchWithoutDrawer } from '../../src/shell/drawer/drawerUrl';
import { homeTarget } from '../../src/shell/home/homeTarget';
import { forgetVisit, lastVisitedUrl, rememberVisit } from '../../src/shell/home/lastVisitedUrl';
import {
  readRouteExplorerState, routeExplorerStartFor, routeExplorerUrl, saveRouteExplorerState, stateForDistrict,
} from '../../src/shell/routeExplorer/routeExplorerStart';

describe('home resolution (spec 2.6)', () => {
  it('goes to the last stored page when there is one', () => {
    expect(homeTarget('/students?page=2', '/dashboard')).toBe('/students?page=2');
  });

  it('never goes back to home itself or to a status page', () => {
    expect(homeTarget('/home', '/rides')).toBe('/rides');
    expect(homeTarget('/', '/rides')).toBe('/rides');
    expect(homeTarget('/access-denied', '/rides')).toBe('/rides');
  });

  it('else goes to the first menu item, else to "No view permissions"', () => {
    expect(homeTarget(null, '/rides')).toBe('/rides');
    expect(homeTarget(null, undefined)).toBe('/no-view-permissions');
  });

  it('remembers the last page per user and account, without the drawer, and never an error page', () => {
    const storage = memoryStorage();
    const owner = { userId: 6, accountId: 1 };
    rememberVisit(storage, owner, '/students', '?page=2&_=drawer/rides/4&isHalfDrawer=true');
    rememberVisit(storage, owner, '/error', '');
    rememberVisit(storage, owner, '/no-view-permissions', '');
    expect(lastVisitedUrl(storage, owner)).toBe('/students?page=2');
    expect(lastVisitedUrl(storage, { userId: 6, accountId: 2 })).toBeNull();
    expect(lastVisitedUrl(storage, { userId: 5, accountId: 1 })).toBeNull();
  });

  it('forgets the last page once it says "Access denied", so that "Go home" does not lead back to it', () => {
    const storage = memoryStorage();
    const owner = { userId: 6, accountId: 1 };
    rememberVisit(storage, owner, '/students', '');
    forgetVisit(storage, owner, '/vehicles', '');
    expect(lastVisitedUrl(storage, owner)).toBe('/students');
    forgetVisit(storage, owner, '/students', '?_=drawer/rides/1');
    expect(lastVisitedUrl(storage, owner)).toBeNull();
  });

  it('ignores a stored value that is not a console path', () => {
    const storage = memoryStorage();
    storage.setItem('lastVisitedUrl', JSON.stringify({ userId: 6, accountId: 1, url: '//evil.example' }));
    expect(lastVisitedUrl(storage, { userId: 6, accountId: 1 })).toBeNull();
    storage.setItem('lastVisitedUrl', 'not json');
    expect(lastVisitedUrl(storage, { userId: 6, accountId: 1 })).toBeNull();
  });
});

describe('drawer outlet in the URL (spec 2.1, 4.8)', () => {
  it('reads the section, the half width and the back text', () => {
    expect(drawerOutletOf('?_=drawer/rides/123&isHalfDrawer=true&displayBackText=Students')).toEqual({ path: '/rides/123', isHalf: true, backText: 'Students' });
    expect(drawerOutletOf('?_=drawer%2Fvehicles')).toEqual({ path: '/vehicles', isHalf: false, backText: null });
    expect(drawerOutletOf('?page=2')).toBeNull();
  });

  it('names no route for an outlet value that is not a drawer route', () => {
    expect(drawerOutletOf('?_=rides')).toEqual({ path: null, isHalf: false, backText: null });
  });

  it('closes by clearing the outlet and both of its parameters, keeping the rest', () => {
    expect(searchWithoutDrawer('?page=2&_=drawer/rides/1&isHalfDrawer=true&displayBackText=Back')).toBe('?page=2');
    expect(searchWithoutDrawer('?_=drawer/rides/1')).toBe('');
  });

  it('builds readable links that open a section in the drawer over the current page', () => {
    expect(drawerHref({ pathname: '/rides', search: '?page=2' }, '/rides/123', { half: true })).toBe('/rides?page=2&_=drawer/rides/123&isHalfDrawer=true');
    expect(drawerHref({ pathname: '/students', search: '?_=drawer/rides/1' }, 'vehicles/9', { backText: 'Students' })).toBe('/students?_=drawer/vehicles/9&displayBackText=Students');
  });
});

describe('route explorer start (spec 2.4, 6.1)', () => {
  const lastVisit = { districtId: 3, selection: [11, 12], view: 'ROUTES' as const };

  it('asks admin and vendor users for a district, offering their last visit', () => {
    expect(routeExplorerStartFor('admin', 1, lastVisit)).toEqual({ kind: 'choose', lastVisit });
    expect(routeExplorerStartFor('vendor', 1, null)).toEqual({ kind: 'choose', lastVisit: null });
  });

  it('opens the account as the district for everyone else, reusing the last visit only for that district', () => {
    expect(routeExplorerStartFor('enterprise', 3, lastVisit)).toEqual({ kind: 'open', state: lastVisit });
    expect(routeExplorerStartFor('others', 4, lastVisit)).toEqual({ kind: 'open', state: { districtId: 4, selection: [], view: 'ROUTES' } });
  });

  it('links to the explorer with the district, the selection and view ROUTES', () => {
    expect(routeExplorerUrl(stateForDistrict(4, null))).toBe('/route-explorer?districtId=4&view=ROUTES');
    expect(routeExplorerUrl(lastVisit)).toBe('/route-explorer?districtId=3&view=ROUTES&selection=11,12');
  });

  it('keeps the last visit between sessions, and forgets a damaged one', () => {
    const storage = memoryStorage();
    saveRouteExplorerState(storage, lastVisit);
    expect(readRouteExplorerState(storage)).toEqual(lastVisit);
    storage.setItem('routeExplorerLastVisit', '{"districtId":"x"}');
    expect(readRouteExplorerState(storage)).toBeNull();
  });
});

describe('accountsPreset on console load (spec 4.9)', () => {
  it('stores a value of 1 to 3 characters, ignores a longer one, and forgets it on "null"', () => {
    const storage = memoryStorage();
    rememberAccountsPreset('?accountsPreset=ab1', storage);
    expect(storage.getItem('accountsPreset')).toBe('ab1');
    rememberAccountsPreset('?accountsPreset=abcd', storage);
    expect(storage.getItem('accountsPreset')).toBe('ab1');
    rememberAccountsPreset('?accountsPreset=null', storage);
    expect(storage.getItem('accountsPreset')).toBeNull();
  });
});
