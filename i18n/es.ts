import { busLookup } from './es/busLookup';
import { driverRecords } from './es/driverRecords';
import { access } from './es/access';
import { global } from './es/global';
import { inspections } from './es/inspections';
import { live } from './es/live';
import { records } from './es/records';
import { maps } from './es/maps';
import { ra } from './es/ra';
import { choices, resources } from './es/resources/index';
import { reports } from './es/reports';
import { rides } from './es/rides';
import { ridership } from './es/ridership';
import { rosterImports } from './es/rosterImports';
import { routeExplorer } from './es/routeExplorer';
import { settings } from './es/settings';
import { shell } from './es/shell';
import { trips } from './es/trips';
import { utility } from './es/utility';
import { vehicles } from './es/vehicles';
import { work } from './es/work';
import type { CompleteTranslation } from './translationTypes';
import { signIn } from './es/signIn';

/** Spanish: every text of the console. */
export const es: CompleteTranslation = {
  ra,
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
    pageNotFound: 'Página no encontrada',
  },
};
