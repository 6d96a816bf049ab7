import { charterTripSessionsFor, step, storedTrip } from '../../helpers/charterTripBed';
import { memberCodes, setMemberCodes } from '../../helpers/memberCodes';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { charterTripReference, type TripInvoiceHistory, type TripSheet } from '../../../resources/charter-trips/details';

jest.setTimeout(120_000);

type Row = Record<string, unknown> & { id: number; version: number };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n').toString('base64');

/**
 * What belongs to a charter trip (DOMAIN.md "trip sheets and trip ride assignments", "approval paths
 * and documents"): its buses and drivers, its approval documents, its district's approval path, its
 * sheet and its invoice history — each written through the trip or the district, with its code,
 * within the tenant.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `a charter trip's buses, documents, approval path, sheet and invoice history on ${kind}`, () => {
    const bed = charterTripSessionsFor(kind);
    const db = () => bed.server.running.database.db;
    const vendorsBus = (vendorId: number) => db().selectFrom('vehicles').select(['id', 'number']).where('vendorId', '=', vendorId).where('status', '=', 'in_service')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('tripRideAssignments').select('id').whereRef('tripRideAssignments.vehicleId', '=', 'vehicles.id')))).orderBy('id').executeTakeFirstOrThrow();

    it("assigns the vendor's buses to an approved trip with the booking code, one trip at a time per bus", async () => {
      const trip = await storedTrip(bed.server, 'approved', { vendorId: 1 });
      const bus = await vendorsBus(1);
      const driver = await db().selectFrom('drivers').select(['id', 'firstName', 'lastName']).where('vendorId', '=', 1).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
      const path = `/api/charter-trips/${trip.id}/ride-assignments`;
      expect((await bed.district.post(path, { vehicleId: bus.id })).status).toBe(403);
      const assigned = await bed.vendor.post<Row>(path, { vehicleId: bus.id, driverId: driver.id });
      expect(assigned).toMatchObject({ status: 200, body: { tripId: trip.id, vendorId: 1, districtId: trip.districtId, vehicleNumber: bus.number, driverName: `${driver.firstName} ${driver.lastName}` } });
      expect(Date.parse(String(assigned.body.startsAt))).toBe(Date.parse(String(trip.departureAt)) - 30 * 60_000);
      expect(await bed.vendor.post(path, { vehicleId: bus.id })).toMatchObject({ status: 409, body: { code: 'VEHICLE_BUSY', message: `Bus ${bus.number} is on this trip at that time.` } });

      const otherVendorsBus = await vendorsBus(2);
      expect(await bed.admin.post(path, { vehicleId: otherVendorsBus.id })).toMatchObject({ status: 400, body: { message: "vehicleId is not one of the trip's vendor's vehicles." } });
      expect((await bed.admin.post(path, { vehicleId: 'one' })).status).toBe(400);
      expect((await bed.admin.post(path, { vehicleId: bus.id, endsAt: '2020-01-01T00:00:00Z', startsAt: '2020-01-02T00:00:00Z' })).status).toBe(400);
      const requested = await storedTrip(bed.server, 'requested');
      expect(await bed.admin.post(`/api/charter-trips/${requested.id}/ride-assignments`, { vehicleId: bus.id })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      const foreign = await storedTrip(bed.server, 'approved', { vendorId: 2 });
      expect((await bed.vendor.post(`/api/charter-trips/${foreign.id}/ride-assignments`, { vehicleId: bus.id })).status).toBe(404);

      const listed = await bed.district.get<Row[]>(`/api/trip-ride-assignments?filter=${encodeURIComponent(JSON.stringify({ tripId: trip.id }))}`);
      expect(listed.body.map((row) => row.vehicleNumber)).toEqual([bus.number]);
      expect((await bed.school.get('/api/trip-ride-assignments')).status).toBe(403);
      expect((await bed.vendor.request('DELETE', `/api/trip-ride-assignments/${assigned.body.id}?version=${assigned.body.version}`)).status).toBe(200);
    });

    it("keeps a trip's buses once it has run, and takes them off when the vendor changes", async () => {
      const ran = await db().selectFrom('tripRideAssignments').innerJoin('charterTrips', 'charterTrips.id', 'tripRideAssignments.tripId')
        .select(['tripRideAssignments.id', 'tripRideAssignments.version']).where('charterTrips.status', '=', 'completed').where('charterTrips.vendorId', '=', 1).executeTakeFirstOrThrow();
      expect(await bed.vendor.request('DELETE', `/api/trip-ride-assignments/${ran.id}?version=${ran.version}`)).toMatchObject({ status: 409, body: { code: 'TRIP_RULE' } });
      const booked = await storedTrip(bed.server, 'booked', { vendorId: 1 });
      const current = (await bed.admin.get<Row>(`/api/charter-trips/${booked.id}`)).body;
      expect((await bed.admin.request('PUT', `/api/charter-trips/${booked.id}`, { ...current, vendorId: 4 })).status).toBe(200);
      expect(await db().selectFrom('tripRideAssignments').select('id').where('tripId', '=', booked.id).execute()).toEqual([]);
    });

    it('attaches a real PDF, CSV or text file to a trip of the district and serves each document as an attachment of its type', async () => {
      const trip = await storedTrip(bed.server, 'requested', { districtId: 1 });
      const path = `/api/charter-trips/${trip.id}/approval-documents`;
      const attached = await bed.district.post<Row>(path, { name: 'Board approval', kind: 'board_approval', fileName: 'board approval.pdf', contentBase64: pdf });
      expect(attached).toMatchObject({ status: 200, body: { tripId: trip.id, districtId: 1, uploadedByName: 'Diane Castillo', sizeBytes: Buffer.from(pdf, 'base64').length } });
      const download = await bed.district.get<string>(`/api/trip-approval-documents/${attached.body.id}/download`);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="board approval.pdf"');
      expect(download.body.startsWith('%PDF-1.4')).toBe(true);

      const refused = [
        [{ fileName: 'slips.pdf', contentBase64: Buffer.from('not a pdf').toString('base64') }, 400, 'The file is not a PDF file.'],
        [{ fileName: 'slips.exe', contentBase64: pdf }, 400, undefined],
        [{ fileName: '../../etc/passwd.txt', contentBase64: pdf }, 400, undefined],
        [{ fileName: 'roster.csv', contentBase64: Buffer.from([0xff, 0x00, 0x41]).toString('base64') }, 400, 'The file is not a CSV file.'],
        [{ fileName: 'big.txt', contentBase64: Buffer.alloc(600 * 1024, 65).toString('base64') }, 400, undefined],
        [{ fileName: 'slips.txt', contentBase64: '***' }, 400, 'contentBase64 must be the file in base64.'],
      ] as const;
      for (const [file, status, message] of refused) {
        const response = await bed.district.post<{ message: string }>(path, { name: 'Slips', kind: 'permission_slip', ...file });
        expect([file.fileName, response.status]).toEqual([file.fileName, status]);
        if (message) expect(response.body.message).toBe(message);
      }
      expect((await bed.school.post(path, { name: 'Slips', kind: 'permission_slip', fileName: 'a.txt', contentBase64: pdf })).status).toBe(403);
      expect(await bed.district.post(path, { name: '   ', kind: 'other', fileName: 'a.pdf', contentBase64: pdf })).toMatchObject({ status: 400, body: { message: 'name is required' } });

      const written = await db().selectFrom('tripApprovalDocuments').select(['id', 'fileName']).where('districtId', '=', 1).where('content', 'is', null).where('fileName', 'like', '%.csv').orderBy('id').executeTakeFirstOrThrow();
      const csv = await bed.district.get<string>(`/api/trip-approval-documents/${written.id}/download`);
      expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
      expect(csv.body.startsWith('field,value\r\nDocument,')).toBe(true);
      const foreign = await db().selectFrom('tripApprovalDocuments').select('id').where('districtId', '=', 2).executeTakeFirstOrThrow();
      expect((await bed.district.get(`/api/trip-approval-documents/${foreign.id}/download`)).status).toBe(404);
      expect((await bed.vendor.get(`/api/trip-approval-documents/${written.id}/download`)).status).toBe(403);
      const audit = await db().selectFrom('auditLog').select('action').where('entity', '=', 'trip-approval-documents').execute();
      expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'download']));
    });

    it("saves a district's approval path whole, in the order given, against the path it was based on", async () => {
      const path = '/api/trip-approval-path/districts/1';
      const loaded = (await bed.district.get<Row[]>(`/api/trip-approval-path?filter=${encodeURIComponent('{"districtId":1}')}&sort=["stepOrder","ASC"]`)).body;
      expect(loaded.map((s) => s.stepOrder)).toEqual([1, 2]);
      const basedOn = loaded.map(({ id, version }) => ({ id, version }));
      const steps = [{ approverKind: 'user', approverName: 'Diane Castillo', approverEmail: 'district@example.com' }, { approverKind: 'role', approverName: 'Principal' }];
      expect((await bed.vendor.request('PUT', path, { steps, basedOn })).status).toBe(403);
      expect((await bed.district.request('PUT', '/api/trip-approval-path/districts/2', { steps, basedOn: [] })).status).toBe(404);
      expect(await bed.district.request('PUT', path, { steps: [{ approverKind: 'user', approverName: 'X', approverEmail: 'nope' }], basedOn })).toMatchObject({ status: 400, body: { message: 'Step 1: approverEmail must be an email address' } });
      expect((await bed.district.request('PUT', path, { steps: [], basedOn })).status).toBe(400);
      // A person signs their step by their e-mail address, so a person's step without one is refused.
      expect(await bed.district.request('PUT', path, { steps: [{ approverKind: 'user', approverName: 'Diane Castillo' }], basedOn })).toMatchObject({
        status: 400, body: { message: "Step 1: a person's step needs their e-mail address." },
      });

      const saved = await bed.district.request<Row[]>('PUT', path, { steps, basedOn });
      expect(saved.status).toBe(200);
      expect(saved.body.map((s) => [s.stepOrder, s.approverName])).toEqual([[1, 'Diane Castillo'], [2, 'Principal']]);
      expect(await bed.district.request('PUT', path, { steps, basedOn })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      expect(await db().selectFrom('tripApprovalSteps').select('id').where('districtId', '=', 2).execute()).toHaveLength(2);
    });

    it('prints the trip sheet with its buses, drivers and itinerary, its price only for those who may see it', async () => {
      const trip = await storedTrip(bed.server, 'booked', { districtId: 1 });
      const sheet = await bed.district.get<TripSheet>(`/api/charter-trips/${trip.id}/sheet`);
      expect(sheet.status).toBe(200);
      expect(sheet.body).toMatchObject({ trip: { id: trip.id, status: 'booked' }, districtName: 'Cedar Valley Unified School District', vendorName: expect.any(String) });
      expect(sheet.body.buses!.length).toBeGreaterThan(0);
      expect(sheet.body.itinerary[0]).toMatch(/^\d{2}:\d{2} Depart /);
      expect('price' in sheet.body.trip).toBe(false);
      expect('price' in (await bed.admin.get<TripSheet>(`/api/charter-trips/${trip.id}/sheet`)).body.trip).toBe(true);
      const school = await bed.school.get<TripSheet>(`/api/charter-trips/${trip.id}/sheet`);
      expect(school.status).toBe(403);
      expect((await bed.district.get(`/api/charter-trips/${trip.id}/status-log`)).status).toBe(200);
      expect((await bed.school.get(`/api/charter-trips/${trip.id}/status-log`)).status).toBe(403);
      await step(bed.server, bed.admin, trip.id, 'cancel');
    });

    it("answers a trip's invoice history with CHARTER_PORTAL_TRIP_INVOICE_HISTORY_VIEW (spec 6.3): its invoicing and the district's transactions billing it, oldest first", async () => {
      const trip = await storedTrip(bed.server, 'invoiced', { districtId: 1 });
      const reference = charterTripReference(trip.id);
      const path = `/api/charter-trips/${trip.id}/invoice-history`;
      const seededBills = await db().selectFrom('accountingTransactions').select(['number', 'vendorId']).where('tripReference', '=', reference).execute();
      expect(seededBills.map((b) => b.vendorId)).toEqual([trip.vendorId]);
      const [seeded] = seededBills;
      // A later credit for an earlier period comes first; another district's transaction naming the trip is not its bill.
      const bill = { vendorId: seeded.vendorId, tripReference: reference, itemsTotalCents: 0, adjustmentCents: -4550, amountCents: -4550, status: 'pending' };
      const earlier = '2020-01-06';
      await db().insertInto('accountingTransactions').values([
        { ...bill, number: `TEST-${trip.id}-A`, districtId: 1, periodStart: earlier, periodEnd: earlier },
        { ...bill, number: `TEST-${trip.id}-B`, districtId: 2, periodStart: earlier, periodEnd: earlier },
      ]).execute();
      const stored = await db().selectFrom('accountingTransactions')
        .select(['id', 'number', 'periodStart', 'periodEnd', 'amountCents', 'status', 'approvedAt', 'invoicedAt', 'paidAt'])
        .where('tripReference', '=', reference).where('districtId', '=', 1).execute();
      const invoicing = await db().selectFrom('charterTripStatusLog').select(['id', 'at', 'actorName']).where('tripId', '=', trip.id).where('toStatus', '=', 'invoiced').execute();
      expect(invoicing).toHaveLength(1);

      const answered = await bed.admin.get<TripInvoiceHistory>(path);
      expect(answered.status).toBe(200);
      expect(answered.body).toEqual({ reference, invoices: [{ ...invoicing[0], actorName: 'Alicia Moreno', invoiceNumber: trip.invoiceNumber }], transactions: expect.any(Array) });
      expect(answered.body.transactions.map((t) => t.number)).toEqual([`TEST-${trip.id}-A`, seeded.number]);
      expect(answered.body.transactions).toEqual(expect.arrayContaining(stored));
      expect(answered.body.transactions.every((t) => Number.isInteger(t.amountCents))).toBe(true);
      const unbilled = await storedTrip(bed.server, 'requested', { districtId: 1 });
      expect((await bed.admin.get<TripInvoiceHistory>(`/api/charter-trips/${unbilled.id}/invoice-history`)).body).toEqual({ reference: charterTripReference(unbilled.id), invoices: [], transactions: [] });

      // The district's coordinator holds no such code until it is given; then the district's trips only.
      expect((await bed.district.get(path)).status).toBe(403);
      const codes = await memberCodes(db(), 'district@example.com');
      await setMemberCodes(db(), 'district@example.com', [...codes, 'CHARTER_PORTAL_TRIP_INVOICE_HISTORY_VIEW']);
      try {
        expect(await bed.district.get(path)).toMatchObject({ status: 200, body: answered.body });
        const foreign = await storedTrip(bed.server, 'invoiced', { districtId: 2 });
        expect((await bed.district.get(`/api/charter-trips/${foreign.id}/invoice-history`)).status).toBe(404);
        expect((await bed.district.get('/api/charter-trips/999999/invoice-history')).status).toBe(404);
        for (const id of ['abc', '0', '1.5', '12345678901']) expect([id, (await bed.district.get(`/api/charter-trips/${id}/invoice-history`)).status]).toEqual([id, 400]);
      } finally {
        await setMemberCodes(db(), 'district@example.com', codes);
      }
      expect((await bed.district.get(path)).status).toBe(403);
    });
  });
}
