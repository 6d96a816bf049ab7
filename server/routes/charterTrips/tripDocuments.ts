import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CodeRule } from '../../../permissions/codeRules';
import { charterTrips } from '../../../resources/charter-trips';
import { TRIP_DOCUMENT_KINDS, TRIP_DOCUMENT_MAX_BYTES, TRIP_DOCUMENT_TYPES, type TripDocumentUpload } from '../../../resources/charter-trips/details';
import { tripApprovalDocuments } from '../../../resources/trip-approval-documents';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { toRecord, type Row } from '../../resources/recordCodec';
import { checkedFile, extensionOf, writtenDocument } from './documentContent';
import { assertMay, checkField, findInTenant, idParams, type IdParams, type LooseDb } from './tripScope';

const ATTACH: CodeRule = ['create', 'trip-approval-documents'];
const body = {
  type: 'object', additionalProperties: false, required: ['name', 'kind', 'fileName', 'contentBase64'],
  properties: {
    name: { type: 'string' }, kind: { type: 'string', enum: TRIP_DOCUMENT_KINDS }, fileName: { type: 'string', maxLength: 120 },
    // Base64 makes a file a third larger.
    contentBase64: { type: 'string', maxLength: Math.ceil((TRIP_DOCUMENT_MAX_BYTES * 4) / 3) + 4 },
  },
} as const;

/**
 * The documents of a trip's approval: attached through the trip by those who approve
 * (CHARTER_TRIP_STATUS_EDIT) — a PDF, CSV or text file, checked to be one, at most 512 KB — and
 * downloaded as an attachment of its own type by those who may see them, within their tenant.
 */
export async function tripDocumentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const db = context.database.db as unknown as LooseDb;

  app.post<{ Params: { id: string }; Body: TripDocumentUpload }>('/api/charter-trips/:id/approval-documents', {
    config: { access: { gate: [ATTACH] } }, schema: { params: idParams, body },
  }, async (request) => {
    const access = await findInTenant(request, context, charterTrips, Number(request.params.id));
    const trip = access.row;
    const tenant = { tripId: trip.id, districtId: trip.districtId, campusId: trip.campusId ?? null };
    assertMay(access, ATTACH, tenant);
    const { name, kind, fileName, contentBase64 } = request.body;
    checkField(tripApprovalDocuments, 'name', name.trim());
    const extension = extensionOf(fileName);
    const bytes = checkedFile(contentBase64, extension);
    const now = new Date().toISOString();
    const user = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', access.session.userId).executeTakeFirst();
    const created = await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('trip_approval_documents').values({
        ...tenant, name: name.trim(), kind, fileName, contentType: TRIP_DOCUMENT_TYPES[extension], sizeBytes: bytes.length, content: bytes.toString('base64'),
        uploadedByUserId: access.session.userId, uploadedByName: user ? `${String(user.firstName)} ${String(user.lastName)}` : null, uploadedAt: now, createdAt: now, updatedAt: now,
      }).returningAll().executeTakeFirstOrThrow();
      await auditRequest(trx as unknown as Kysely<Database>, request, context, { action: 'create', entity: tripApprovalDocuments.name, recordId: row.id as number, detail: { tripId: trip.id, sizeBytes: bytes.length } });
      return row;
    });
    return toRecord(tripApprovalDocuments, created as Row, context.role, access.ability);
  });

  app.get<IdParams>('/api/trip-approval-documents/:id/download', {
    config: { access: { gate: [tripApprovalDocuments.permissions.view] } }, schema: { params: idParams },
  }, async (request, reply) => {
    const access = await findInTenant(request, context, tripApprovalDocuments, Number(request.params.id));
    const document = access.row;
    const trip = await db.selectFrom('charter_trips').selectAll().where('id', '=', document.tripId as number).executeTakeFirstOrThrow();
    const file = document.content ? Buffer.from(String(document.content), 'base64') : writtenDocument(document, trip);
    // Permission slips name students: every download is in the audit log.
    await auditRequest(context.database.db, request, context, { action: 'download', entity: tripApprovalDocuments.name, recordId: document.id as number });
    reply.header('Content-Type', String(document.contentType));
    reply.header('Content-Disposition', `attachment; filename="${String(document.fileName).replace(/[^\w .()-]/g, '_')}"`);
    reply.header('Cache-Control', 'no-store');
    return reply.send(file);
  });
}
