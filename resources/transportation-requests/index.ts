import { boolean, choice, date, datetime, number, reference, text, verifiedLocation } from '../engine/fields';
import { ADDRESS_LOCATION, defineResource } from '../engine/resource';

export const REQUEST_TYPES = ['new_enrollment', 'address_change', 'program_placement', 'temporary_need'] as const;
export const REQUEST_STATUSES = ['submitted', 'approved', 'declined', 'scheduled'] as const;

const reviewed = { from: ['submitted'], rule: ['edit', 'transportation-requests'], stamp: { by: 'reviewedByUserId', at: 'reviewedAt' } } as const;

/**
 * Transportation requests (DOMAIN.md, menu "Requests"): a district's request for service for a student
 * or a program. Filed and then approved or declined with TRANSPORTATION_REGISTRATION_EDIT; an approved
 * request is scheduled onto a run serving its campus by whoever may run the bus lookup
 * (TRANSPORTATION_REGISTRATION_BUS_LOOKUP_VIEW), which is how that run is found.
 */
export const transportationRequests = defineResource({
  name: 'transportation-requests',
  table: 'transportation_requests',
  subject: 'transportation-requests',
  fields: {
    studentName: text({ required: true, maxLength: 120, list: true, search: true }),
    studentId: reference('students'),
    grade: text({ maxLength: 10, list: true }),
    districtId: reference('districts', { required: true }),
    campusId: reference('campuses', { required: true, list: true, filter: true }),
    programId: reference('campus-programs'),
    requestType: choice(REQUEST_TYPES, { required: true, list: true, filter: true }),
    address: text({ required: true, maxLength: 300, list: true, search: true }),
    lat: number({ min: -90, max: 90 }),
    lng: number({ min: -180, max: 180 }),
    locationVerified: verifiedLocation(),
    wheelchair: boolean({ filter: true }),
    monitorRequired: boolean({ filter: true }),
    carSeat: boolean({ filter: true }),
    needsNotes: text({ maxLength: 1000 }),
    requestedStartDate: date({ required: true, list: true, filter: true }),
    status: choice(REQUEST_STATUSES, { readOnly: true, list: true, filter: true }),
    decisionNote: text({ readOnly: true, maxLength: 1000 }),
    reviewedAt: datetime({ readOnly: true }),
    routeId: reference('routes', { readOnly: true, list: true }),
    scheduledAt: datetime({ readOnly: true }),
  },
  permissions: { view: ['view', 'transportation-requests'], create: ['create', 'transportation-requests'], edit: ['edit', 'transportation-requests'] },
  statusFlow: {
    field: 'status',
    transitions: {
      approve: { ...reviewed, to: 'approved', input: { decisionNote: 'optional' } },
      decline: { ...reviewed, to: 'declined', input: { decisionNote: 'required' } },
      schedule: {
        from: ['approved'], to: 'scheduled', rule: ['execute', 'transportation-requests'],
        stamp: { by: 'scheduledByUserId', at: 'scheduledAt' }, input: { routeId: 'required' },
      },
    },
  },
  recordRepresentation: 'studentName',
  defaultSort: { field: 'requestedStartDate', order: 'DESC' },
  location: ADDRESS_LOCATION,
});
