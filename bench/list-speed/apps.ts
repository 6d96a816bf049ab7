import type { Page } from 'playwright-core';

/** One of the two apps whose lists and forms are timed, as the benchmark drives it. */
export interface AppUnderTest {
  label: string;
  /** Where it is served; its cookies (a session) are for this address. */
  url: string;
  cookies: [string, string][];
  /** The address that opens the app at one of its routes ("/rides"). */
  addressOf(route: string): string;
  /** Goes to a route as the app's own links do, without loading the app again. */
  goTo(page: Page, route: string): Promise<void>;
  /** The vehicle its saves change (each app its own), and the notice that confirms a save of it. */
  vehicleId: number;
  savedNotice: string;
}

export interface Vehicle {
  id: number;
  number: string;
}

/** The console signed in as the operator admin; its router reads the address's path. */
export function consoleApp(url: string, cookies: [string, string][], vehicle: Vehicle): AppUnderTest {
  return {
    label: 'console',
    url,
    cookies,
    addressOf: (route) => `${url}${route}`,
    goTo: (page, route) => page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route),
    vehicleId: vehicle.id,
    // src/resources/savedNotice.ts, with the record's name.
    savedNotice: `Vehicle ${vehicle.number} saved`,
  };
}

/** The bare react-admin app: no sign-in; react-admin's router reads the address's hash. */
export function bareApp(url: string, vehicle: Vehicle): AppUnderTest {
  return {
    label: 'bare react-admin',
    url,
    cookies: [],
    addressOf: (route) => `${url}/#${route}`,
    goTo: (page, route) => page.evaluate((hash) => void (window.location.hash = hash), route),
    vehicleId: vehicle.id,
    // react-admin's own notice after an update.
    savedNotice: 'Element updated',
  };
}
