import { choice, date, number, reference, text } from '../engine/fields';

export const PARKOUT_PLACES = ['driver_home', 'school', 'other'] as const;

/** Where a vehicle is kept away from its yard, and from when: a parkout and a request for one alike. */
export const placementFields = () => ({
  vehicleId: reference('vehicles', { required: true, list: true, filter: true }),
  driverId: reference('drivers', { list: true, filter: true }),
  vendorId: reference('vendors', { required: true, filter: true }),
  yardId: reference('yards', { list: true, filter: true }),
  place: choice(PARKOUT_PLACES, { required: true, list: true, filter: true }),
  address: text({ required: true, maxLength: 200, list: true, search: true }),
  lat: number({ min: -90, max: 90 }),
  lng: number({ min: -180, max: 180 }),
  startsOn: date({ required: true, list: true, filter: true }),
  endsOn: date({ list: true }),
});
