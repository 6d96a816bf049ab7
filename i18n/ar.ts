import { busLookup } from './ar/busLookup';
import { driverRecords } from './ar/driverRecords';
import { access } from './ar/access';
import { global } from './ar/global';
import { inspections } from './ar/inspections';
import { live } from './ar/live';
import { records } from './ar/records';
import { maps } from './ar/maps';
import { ra } from './ar/ra';
import { choices, resources } from './ar/resources/index';
import { reports } from './ar/reports';
import { rides } from './ar/rides';
import { ridership } from './ar/ridership';
import { rosterImports } from './ar/rosterImports';
import { routeExplorer } from './ar/routeExplorer';
import { settings } from './ar/settings';
import { shell } from './ar/shell';
import { trips } from './ar/trips';
import { utility } from './ar/utility';
import { vehicles } from './ar/vehicles';
import { work } from './ar/work';
import type { CompleteTranslation } from './translationTypes';
import { signIn } from './ar/signIn';

/** Arabic, read right to left: every text of the console. */
export const ar: CompleteTranslation = {
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
    pageNotFound: 'الصفحة غير موجودة',
  },
};
