import { busLookup } from './zh/busLookup';
import { driverRecords } from './zh/driverRecords';
import { access } from './zh/access';
import { global } from './zh/global';
import { inspections } from './zh/inspections';
import { live } from './zh/live';
import { records } from './zh/records';
import { maps } from './zh/maps';
import { ra } from './zh/ra';
import { choices, resources } from './zh/resources/index';
import { reports } from './zh/reports';
import { rides } from './zh/rides';
import { ridership } from './zh/ridership';
import { rosterImports } from './zh/rosterImports';
import { routeExplorer } from './zh/routeExplorer';
import { settings } from './zh/settings';
import { shell } from './zh/shell';
import { trips } from './zh/trips';
import { utility } from './zh/utility';
import { vehicles } from './zh/vehicles';
import { work } from './zh/work';
import type { CompleteTranslation } from './translationTypes';
import { signIn } from './zh/signIn';

/** Simplified Chinese: every text of the console. */
export const zh: CompleteTranslation = {
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
    pageNotFound: '页面未找到',
  },
};
