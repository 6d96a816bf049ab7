import { WEEK_DAYS } from '../engine/calendarDay';
import { choice, choiceList, date, derivedChoice, integer, reference } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { SERVICE_STATES, serviceState } from './serviceState';

const EDIT_STUDENTS = ['edit', 'students'] as const;

/**
 * A student's service (DOMAIN.md "student service"): the run and stop they ride, in which direction,
 * on which days and from when until when. What the student's page, the run's stops, the route
 * explorer, the bus lookup, route sheets and notifications read. A change of service ends one
 * assignment and starts another, so the ended ones are the student's history. The direction is the
 * run's, the district and campus the student's, all set by the server; a save is refused unless the
 * stop is on the run, the run serves the student's campus, the run's vehicle has a seat left on every
 * day it covers, and the student has no other assignment that direction on those days. The stop is
 * picked from the run's stops.
 */
export const studentAssignments = defineResource({
  name: 'student-assignments',
  table: 'student_assignments',
  subject: 'students',
  fields: {
    studentId: reference('students', { required: true, list: true, filter: true }),
    routeId: reference('routes', { required: true, list: true, filter: true }),
    stopSequence: integer({ required: true, min: 1, max: 500, list: true, plain: true, choicesFrom: { reference: 'routeId', list: 'stops', value: 'sequence', label: '%{sequence} · %{address}' } }),
    direction: choice(['AM', 'PM', 'MIDDAY'], { readOnly: true, list: true, filter: true }),
    daysOfWeek: choiceList(WEEK_DAYS, { required: true, list: true }),
    effectiveFrom: date({ required: true, list: true, filter: true }),
    effectiveTo: date({ list: true }),
    state: derivedChoice(SERVICE_STATES, serviceState, { list: true, filter: true }),
    districtId: reference('districts', { readOnly: true, filter: true }),
    campusId: reference('campuses', { readOnly: true, filter: true }),
  },
  permissions: { view: ['view', 'students'], create: EDIT_STUDENTS, edit: EDIT_STUDENTS, delete: EDIT_STUDENTS },
  recordRepresentation: '%{direction} · %{effectiveFrom}',
  defaultSort: { field: 'effectiveFrom', order: 'DESC' },
});
