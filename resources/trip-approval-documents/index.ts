import { TRIP_DOCUMENT_KINDS } from '../charter-trips/details';
import { choice, datetime, integer, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

/**
 * Documents attached to a charter trip's approval (DOMAIN.md "approval documents",
 * /trip-approval-documents): permission slips, the board's approval, the vendor's insurance. They
 * belong to the trip's district and campus; a file is attached through its trip and downloaded from
 * `/api/trip-approval-documents/:id/download`.
 */
export const tripApprovalDocuments = defineResource({
  name: 'trip-approval-documents',
  table: 'trip_approval_documents',
  subject: 'trip-approval-documents',
  fields: {
    tripId: reference('charter-trips', { required: true, list: true, filter: true }),
    name: text({ required: true, maxLength: 200, list: true, search: true }),
    kind: choice(TRIP_DOCUMENT_KINDS, { required: true, list: true, filter: true }),
    fileName: text({ required: true, maxLength: 120, list: true, search: true }),
    sizeBytes: integer({ readOnly: true }),
    uploadedByName: text({ readOnly: true, list: true }),
    uploadedAt: datetime({ readOnly: true, list: true, filter: true }),
    districtId: reference('districts', { readOnly: true, filter: true }),
    campusId: reference('campuses', { readOnly: true }),
  },
  permissions: { view: ['view', 'trip-approval-documents'], delete: ['delete', 'trip-approval-documents'] },
  recordRepresentation: 'name',
  defaultSort: { field: 'uploadedAt', order: 'DESC' },
});
