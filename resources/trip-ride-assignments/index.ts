import { datetime, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

/**
 * The buses and drivers assigned to charter trips (DOMAIN.md "trip ride assignments",
 * /trip-ride-assignments). A bus is assigned through its trip, from the trip's vendor's fleet, and
 * keeps the trip's tenant columns; its number and driver's name are kept as written then, so a
 * district reads them without seeing the vendor's fleet.
 */
export const tripRideAssignments = defineResource({
  name: 'trip-ride-assignments',
  table: 'trip_ride_assignments',
  subject: 'trip-ride-assignments',
  fields: {
    tripId: reference('charter-trips', { required: true, list: true, filter: true }),
    vehicleNumber: text({ readOnly: true, list: true, search: true }),
    driverName: text({ readOnly: true, list: true, search: true }),
    startsAt: datetime({ required: true, list: true, filter: true }),
    endsAt: datetime({ required: true, list: true }),
    vehicleId: reference('vehicles', { required: true }),
    driverId: reference('drivers'),
    vendorId: reference('vendors', { readOnly: true, list: true, filter: true }),
    districtId: reference('districts', { readOnly: true, filter: true }),
    campusId: reference('campuses', { readOnly: true }),
    notes: text({ maxLength: 500 }),
  },
  permissions: { view: ['view', 'trip-ride-assignments'], delete: ['delete', 'trip-ride-assignments'] },
  recordRepresentation: '%{vehicleNumber} · %{driverName}',
  defaultSort: { field: 'startsAt', order: 'DESC' },
});
