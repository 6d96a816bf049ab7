import { reference } from '../engine/fields';
import { inspectionSection } from '../vehicle-inspections/inspection';

/**
 * The walk-through after each ride, no child left on board (spec 2.5, END_OF_RIDE_INSPECTION_VIEW):
 * shared with the ride's district as the ride is.
 */
export const endOfRideInspections = inspectionSection('end-of-ride-inspections', 'end-of-ride-inspections', ['end_of_ride'], {
  rideId: reference('rides', { readOnly: true, list: true }),
  districtId: reference('districts', { readOnly: true, filter: true }),
  campusId: reference('campuses', { readOnly: true, filter: true }),
});
