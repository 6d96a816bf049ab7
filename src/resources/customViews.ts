import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReport } from '../shell/global/lazyWithReport';

const EmployeeDetails = lazyWithReport(() => import('../pages/employees/EmployeeDetails'));

/**
 * Views written by hand in place of a generated one ("any view can be replaced by hand"), by resource
 * name. Each is its own chunk, loaded when first shown.
 */
export const CUSTOM_SHOW_VIEWS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  rides: lazyWithReport(() => import('../pages/rides/RideDetails')),
  'vendor-employees': EmployeeDetails,
  'school-employees': EmployeeDetails,
};

/** Entities whose record opens in the drawer over the list instead of replacing it. */
export const SHOW_IN_DRAWER: ReadonlySet<string> = new Set(['rides']);
