import { date, derivedChoice, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';
import { DOCUMENT_STATES, documentState } from './documentState';

/**
 * Each driver's documents (DOMAIN.md "driver documents", /driver-documents): type, number, issue and
 * expiry dates, the file's name, and the state worked out from the expiry and the type's warning
 * window on the day it is read. A document belongs to its driver's vendor and yard, which the server
 * copies from the driver.
 */
export const driverDocuments = defineResource({
  name: 'driver-documents',
  table: 'driver_documents',
  subject: 'driver-documents',
  fields: {
    driverId: reference('drivers', { required: true, list: true, filter: true }),
    typeId: reference('driver-document-types', { required: true, list: true, filter: true }),
    vendorId: reference('vendors', { readOnly: true, filter: true }),
    yardId: reference('yards', { readOnly: true, list: true, filter: true }),
    number: text({ maxLength: 40, list: true, search: true }),
    issuedOn: date({ sort: true }),
    expiresOn: date({ list: true, filter: true }),
    state: derivedChoice(DOCUMENT_STATES, documentState, { list: true, filter: true }),
    fileName: text({ maxLength: 200, search: true }),
    notes: text({ maxLength: 1000 }),
  },
  permissions: {
    view: ['view', 'driver-documents'],
    create: ['create', 'driver-documents'],
    edit: ['edit', 'driver-documents'],
    delete: ['delete', 'driver-documents'],
  },
  recordRepresentation: '%{number}',
  defaultSort: { field: 'expiresOn', order: 'ASC' },
});
