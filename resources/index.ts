import { campusPrograms } from './campus-programs';
import { campuses } from './campuses';
import { dbr } from './dbr';
import { districts } from './districts';
import { drivers } from './drivers';
import type { ResourceDeclaration } from './engine/resource';
import { monitors } from './monitors';
import { parkoutRequests } from './parkout-requests';
import { parkouts } from './parkouts';
import { rides } from './rides';
import { routeGroups } from './route-group';
import { routes } from './routes';
import { schoolEmployees } from './school-employees';
import { students } from './students';
import { vehicles } from './vehicles';
import { vendorEmployees } from './vendor-employees';
import { vendors } from './vendors';
import { yards } from './yards';

/** Every declared entity: the server registers a REST resource for each, the console a <Resource>. */
export const RESOURCES: readonly ResourceDeclaration[] = [
  rides,
  routes,
  routeGroups,
  drivers,
  monitors,
  students,
  districts,
  campuses,
  campusPrograms,
  vendors,
  yards,
  vehicles,
  dbr,
  parkouts,
  parkoutRequests,
  vendorEmployees,
  schoolEmployees,
];
