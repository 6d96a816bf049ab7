import { inspectionSection } from './inspection';

/** The drivers' pre-trip and post-trip inspections (spec 2.5 "vehicle inspections", VEHICLE_INSPECTION_VIEW). */
export const vehicleInspections = inspectionSection('vehicle-inspections', 'vehicle-inspections', ['pre_trip', 'post_trip']);
