import { boolean, integer, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

/**
 * The kinds of document a vendor keeps for each driver (DOMAIN.md "driver document types",
 * /driver-document-types): a commercial licence, a medical card, a background check… each with how
 * many days before its expiry a document starts to read as expiring.
 */
export const driverDocumentTypes = defineResource({
  name: 'driver-document-types',
  table: 'driver_document_types',
  subject: 'driver-document-types',
  fields: {
    name: text({ required: true, maxLength: 80, list: true, search: true }),
    code: text({ required: true, maxLength: 20, list: true, search: true }),
    vendorId: reference('vendors', { required: true, list: true, filter: true }),
    warningDays: integer({ required: true, min: 0, max: 365, list: true }),
    required: boolean({ required: true, list: true, filter: true }),
    description: text({ maxLength: 500 }),
  },
  permissions: {
    view: ['view', 'driver-document-types'],
    create: ['create', 'driver-document-types'],
    edit: ['edit', 'driver-document-types'],
    delete: ['delete', 'driver-document-types'],
  },
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
});
