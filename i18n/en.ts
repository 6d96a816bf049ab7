import { busLookup } from './en/busLookup';
import { driverRecords } from './en/driverRecords';
import { access } from './en/access';
import { global } from './en/global';
import { inspections } from './en/inspections';
import { live } from './en/live';
import { records } from './en/records';
import { maps } from './en/maps';
import { choices, resources } from './en/resources/index';
import { reports } from './en/reports';
import { rides } from './en/rides';
import { ridership } from './en/ridership';
import { rosterImports } from './en/rosterImports';
import { routeExplorer } from './en/routeExplorer';
import { settings } from './en/settings';
import { shell } from './en/shell';
import { trips } from './en/trips';
import { utility } from './en/utility';
import { vehicles } from './en/vehicles';
import { work } from './en/work';
import { signIn } from './en/signIn';

/**
 * English is the source catalogue: every other locale has these keys and no others — all of them,
 * or for a `core` locale those of the core namespaces (i18n/translationTypes.ts).
 */
export const en = {
  shell,
  global,
  maps,
  live,
  records,
  resources,
  choices,
  vehicles,
  driverRecords,
  work,
  rides,
  ridership,
  reports,
  utility,
  inspections,
  busLookup,
  trips,
  access,
  settings,
  routeExplorer,
  rosterImports,
  ...signIn,
  pages: {
    pageNotFound: 'Page not found',
  },
};

export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every locale must fill: the same keys as English, any text. */
export type Messages = Catalogue<typeof en>;
