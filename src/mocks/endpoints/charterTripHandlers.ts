import { http, HttpResponse } from 'msw';
import { charterTripReference, type ApprovalPathSave, type TripApproval, type TripDocumentUpload, type TripInvoiceHistory, type TripRideAssignmentInput, type TripSheet, type TripStatusLogEntry } from '../../../resources/charter-trips/details';
import { charterTrips } from '../../../resources/charter-trips';
import { MOCK_PROFILE } from '../mockSession';
import { declarationOf, mockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { recordView } from '../records/recordView';
import { stepsTo } from '../records/statusSteps';
import { answered, notFound } from './mockReplies';
import { createRecord } from './resourceWrites';

const userName = `${MOCK_PROFILE.name.first} ${MOCK_PROFILE.name.last}`;

function tripOf(id: string | undefined): MockRow {
  const trip = mockStore().byId('charter-trips', Number(id));
  if (!trip) throw notFound('No such charter-trips record.');
  return trip;
}

const nameOf = (resource: string, id: unknown) => (mockStore().byId(resource, id)?.name as string | undefined) ?? null;

/** The trip's steps so far, read back from its status and their stamps: the request, then each step taken. */
function statusLogOf(trip: MockRow): TripStatusLogEntry[] {
  const flow = charterTrips.statusFlow!;
  const steps = stepsTo(flow, String(trip.status));
  const taken = steps.map((step) => ({ step, name: Object.entries(flow.transitions).find(([, transition]) => transition === step)![0] }));
  return [
    { id: trip.id * 10, at: trip.createdAt, fromStatus: null, toStatus: 'requested', transition: 'create', actorName: String(trip.contactName ?? userName) },
    ...taken.map(({ step, name }, index) => ({
      id: trip.id * 10 + index + 1, at: String(trip[step.stamp?.at ?? ''] ?? trip.updatedAt), fromStatus: index === 0 ? 'requested' : taken[index - 1].step.to,
      toStatus: step.to, transition: name, actorName: userName,
    })),
  ];
}

/** A trip's own outputs and the writes made through it (resources/charter-trips/details.ts). */
export const charterTripHandlers = [
  http.get<{ id: string }>('/api/charter-trips/:id/sheet', ({ params }) => answered(() => {
    const store = mockStore();
    const trip = tripOf(params.id);
    const campus = store.byId('campuses', trip.campusId);
    return HttpResponse.json<TripSheet>({
      trip: recordView(charterTrips, trip, store.clock.today) as TripSheet['trip'], districtName: String(nameOf('districts', trip.districtId)),
      campusName: (campus?.name as string | undefined) ?? null, campusAddress: (campus?.address as string | undefined) ?? null, vendorName: nameOf('vendors', trip.vendorId),
      itinerary: String(trip.itinerary ?? '').split('\n').map((line) => line.trim()).filter(Boolean),
      buses: store.rowsOf('trip-ride-assignments').filter((bus) => bus.tripId === trip.id).map((bus) => ({
        id: bus.id, vehicleNumber: String(bus.vehicleNumber), vehicleSeats: (store.byId('vehicles', bus.vehicleId)?.seats as number | undefined) ?? null,
        driverName: (bus.driverName as string | null) ?? null, startsAt: String(bus.startsAt), endsAt: String(bus.endsAt), notes: (bus.notes as string | null) ?? null,
      })),
    });
  })),
  http.get<{ id: string }>('/api/charter-trips/:id/status-log', ({ params }) => answered(() => HttpResponse.json<{ entries: TripStatusLogEntry[] }>({ entries: statusLogOf(tripOf(params.id)) }))),
  http.get<{ id: string }>('/api/charter-trips/:id/approval', ({ params }) => answered(() => {
    const trip = tripOf(params.id);
    const path = mockStore().rowsOf('trip-approval-path').filter((step) => step.districtId === trip.districtId).sort((a, b) => Number(a.stepOrder) - Number(b.stepOrder));
    const waiting = trip.status === 'requested';
    // A trip waiting for approval has its first step signed when its path has more than one.
    const signed = waiting ? Math.min(1, path.length - 1) : path.length;
    return HttpResponse.json<TripApproval>({
      steps: path.map((step, index) => ({
        stepOrder: Number(step.stepOrder), approverKind: step.approverKind as 'role' | 'user', approverName: String(step.approverName), approverEmail: (step.approverEmail as string | null) ?? null,
        signerName: index < signed ? String(step.approverKind === 'user' ? step.approverName : userName) : null, signedAt: index < signed ? trip.updatedAt : null,
      })),
      currentStep: waiting ? (Number(path[signed]?.stepOrder) || null) : null,
      maySign: waiting,
    });
  })),
  http.get<{ id: string }>('/api/charter-trips/:id/invoice-history', ({ params }) => answered(() => {
    const trip = tripOf(params.id);
    const reference = charterTripReference(trip.id);
    const invoiced = statusLogOf(trip).filter((entry) => entry.transition === 'invoice');
    return HttpResponse.json<TripInvoiceHistory>({
      reference, invoices: invoiced.map(({ id, at, actorName }) => ({ id, at, actorName, invoiceNumber: (trip.invoiceNumber as string | null) ?? null })), transactions: [],
    });
  })),
  http.post<{ id: string }>('/api/charter-trips/:id/ride-assignments', async ({ params, request }) => {
    const input = (await request.json()) as TripRideAssignmentInput;
    return answered(async () => {
      const store = mockStore();
      const trip = tripOf(params.id);
      const vehicle = store.byId('vehicles', input.vehicleId);
      const driver = store.byId('drivers', input.driverId);
      const assignment = await createRecord(store, declarationOf('trip-ride-assignments')!, {
        tripId: trip.id, vehicleId: input.vehicleId, driverId: input.driverId ?? null, startsAt: input.startsAt ?? trip.departureAt, endsAt: input.endsAt ?? trip.returnAt, notes: input.notes ?? null,
      });
      const named = store.save('trip-ride-assignments', { ...assignment, vehicleNumber: vehicle?.number ?? null, driverName: driver ? `${String(driver.firstName)} ${String(driver.lastName)}` : null });
      return HttpResponse.json(recordView(declarationOf('trip-ride-assignments')!, named, store.clock.today), { status: 201 });
    });
  }),
  http.post<{ id: string }>('/api/charter-trips/:id/approval-documents', async ({ params, request }) => {
    const upload = (await request.json()) as TripDocumentUpload;
    return answered(() => {
      const trip = tripOf(params.id);
      const now = new Date().toISOString();
      const saved = mockStore().insert('trip-approval-documents', {
        tripId: trip.id, name: upload.name, kind: upload.kind, fileName: upload.fileName, sizeBytes: Math.floor((upload.contentBase64.length * 3) / 4),
        uploadedByName: userName, uploadedAt: now, districtId: trip.districtId, campusId: trip.campusId, version: 1, createdAt: now, updatedAt: now,
      });
      return HttpResponse.json(recordView(declarationOf('trip-approval-documents')!, saved, mockStore().clock.today), { status: 201 });
    });
  }),
  http.get<{ id: string }>('/api/trip-approval-documents/:id/download', ({ params }) => answered(() => {
    const document = mockStore().byId('trip-approval-documents', Number(params.id));
    if (!document) throw notFound('No such trip-approval-documents record.');
    return new HttpResponse(`${String(document.name)}\n(mock mode keeps no files)\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': `attachment; filename="${String(document.fileName)}"` } });
  })),
  http.put<{ districtId: string }>('/api/trip-approval-path/districts/:districtId', async ({ params, request }) => {
    const { steps } = (await request.json()) as ApprovalPathSave;
    return answered(() => {
      const store = mockStore();
      const districtId = Number(params.districtId);
      for (const step of store.rowsOf('trip-approval-path').filter((row) => row.districtId === districtId)) store.remove('trip-approval-path', step.id);
      const now = new Date().toISOString();
      const saved = steps.map((step, index) => store.insert('trip-approval-path', { districtId, stepOrder: index + 1, approverEmail: null, notes: null, ...step, version: 1, createdAt: now, updatedAt: now }));
      return HttpResponse.json(saved.map((row) => recordView(declarationOf('trip-approval-path')!, row, store.clock.today)));
    });
  }),
];
