import { busLookup } from './vi/busLookup';
import { driverRecords } from './vi/driverRecords';
import { access } from './vi/access';
import { global } from './vi/global';
import { inspections } from './vi/inspections';
import { live } from './vi/live';
import { records } from './vi/records';
import { maps } from './vi/maps';
import { ra } from './vi/ra';
import { choices, resources } from './vi/resources/index';
import { reports } from './vi/reports';
import { rides } from './vi/rides';
import { ridership } from './vi/ridership';
import { rosterImports } from './vi/rosterImports';
import { routeExplorer } from './vi/routeExplorer';
import { settings } from './vi/settings';
import { shell } from './vi/shell';
import { trips } from './vi/trips';
import { utility } from './vi/utility';
import { vehicles } from './vi/vehicles';
import { work } from './vi/work';
import type { CompleteTranslation } from './translationTypes';
import { signIn } from './vi/signIn';

/** Vietnamese: every text of the console. */
export const vi: CompleteTranslation = {
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
    pageNotFound: 'Không tìm thấy trang',
  },
};
