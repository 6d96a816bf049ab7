import { inspectionSection } from '../vehicle-inspections/inspection';

/** The inspection a driver makes when parking the vehicle for the night (spec 2.5, END_OF_DAY_INSPECTION_VIEW). */
export const endOfDayInspections = inspectionSection('end-of-day-inspections', 'end-of-day-inspections', ['end_of_day']);
