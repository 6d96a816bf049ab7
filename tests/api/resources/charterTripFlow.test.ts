import { charterTripSessionsFor, step, storedTrip } from '../../helpers/charterTripBed';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';

jest.setTimeout(120_000);

type Trip = Record<string, unknown> & { id: number; version: number; status: string };
type LogEntry = { fromStatus: string | null; toStatus: string; transition: string; actorName: string | null };

/**
 * Charter trips (DOMAIN.md "Charter trips", spec 6.3 CHARTER_TRIP_*): requested → approved (approve, along
 * the district's approval path: charterTripApproval.test.ts) →
 * booked (CHARTER_TRIP_BOOKING_EDIT) → completed (CHARTER_TRIP_STATUS_EDIT) → invoiced
 * (CHARTER_TRIP_INVOICE_EDIT), rejected or cancelled before it runs; each step by a code that allows it
 * and refused to one that does not, 409 on a wrong status or a stale version, 404 across tenants.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the charter trip status flow on ${kind}`, () => {
    const bed = charterTripSessionsFor(kind);
    const logOf = async (tripId: number) => (await bed.admin.get<{ entries: LogEntry[] }>(`/api/charter-trips/${tripId}/status-log`)).body.entries;

    it('is approved by those with the approve rule, once, at the version shown, and logged with who did it', async () => {
      // Half-way along district 1's path: the principal has signed, the coordinator's sign-off approves.
      const trip = await storedTrip(bed.server, 'requested', { districtId: 1, signOffs: 1 });
      expect((await step(bed.server, bed.school, trip.id, 'approve')).status).toBe(403);
      expect((await step(bed.server, bed.vendor, trip.id, 'approve')).status).toBe(403);
      expect(await step(bed.server, bed.district, trip.id, 'approve', trip.version + 3)).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });

      const approved = await step(bed.server, bed.district, trip.id, 'approve');
      expect(approved).toMatchObject({ status: 200, body: { status: 'approved', version: trip.version + 1 } });
      expect(approved.body.approvedAt).not.toBeNull();
      expect(await step(bed.server, bed.district, trip.id, 'approve')).toMatchObject({
        status: 409, body: { code: 'INVALID_TRANSITION', message: 'Only a record that is requested can be moved to approved; this one is approved.' },
      });
      expect((await logOf(trip.id)).at(-1)).toEqual({ fromStatus: 'requested', toStatus: 'approved', transition: 'approve', actorName: 'Diane Castillo', id: expect.any(Number), at: expect.any(String) });
    });

    it('is rejected by an approver as a cancellation, told apart from one in the log', async () => {
      const trip = await storedTrip(bed.server, 'requested', { districtId: 1 });
      expect((await step(bed.server, bed.school, trip.id, 'reject')).status).toBe(403);
      expect((await step(bed.server, bed.district, trip.id, 'reject')).body).toMatchObject({ status: 'cancelled' });
      expect((await logOf(trip.id)).at(-1)).toMatchObject({ fromStatus: 'requested', toStatus: 'cancelled', transition: 'reject' });
    });

    it('is booked with the booking code by the vendor, and never without a vendor', async () => {
      const trip = await storedTrip(bed.server, 'approved', { vendorId: 1 });
      expect((await step(bed.server, bed.district, trip.id, 'book')).status).toBe(403);
      expect((await step(bed.server, bed.vendor, trip.id, 'book')).body).toMatchObject({ status: 'booked' });
      expect((await logOf(trip.id)).at(-1)).toMatchObject({ transition: 'book', actorName: 'Victor Nguyen' });

      const created = await bed.district.post<Trip>('/api/charter-trips', {
        purpose: 'Science fair', destination: 'Crocker Art Museum', departureAt: '2027-03-04T16:00:00.000Z', returnAt: '2027-03-04T22:00:00.000Z', passengers: 40, busesNeeded: 1,
      });
      expect(created).toMatchObject({ status: 200, body: { status: 'requested', districtId: 1, vendorId: null } });
      // District 1's path: the principal's step (a role, which Diane's approve rule may sign), then Diane's own.
      for (const signOff of [1, 2]) expect([signOff, (await step(bed.server, bed.district, created.body.id, 'approve')).status]).toEqual([signOff, 200]);
      expect(await step(bed.server, bed.admin, created.body.id, 'book')).toMatchObject({ status: 409, body: { message: 'Assign a vendor before booking the trip.' } });
      const current = (await bed.admin.get<Trip>(`/api/charter-trips/${created.body.id}`)).body;
      // A district sees no vendor's record, so it cannot name one; the operator assigns the vendor (CHARTER_VENDOR_ASSIGNMENT_EDIT).
      expect(await bed.district.request('PUT', `/api/charter-trips/${created.body.id}`, { ...current, vendorId: 1 })).toMatchObject({ status: 400, body: { code: 'INVALID_REFERENCE' } });
      expect((await bed.admin.request('PUT', `/api/charter-trips/${created.body.id}`, { ...current, vendorId: 1 })).status).toBe(200);
      expect((await step(bed.server, bed.vendor, created.body.id, 'book')).body).toMatchObject({ status: 'booked' });
      expect((await logOf(created.body.id)).map((entry) => entry.transition)).toEqual(['create', 'approve', 'book']);
    });

    it('is completed with the status code, then invoiced with the invoice code once it has an invoice number', async () => {
      const trip = await storedTrip(bed.server, 'booked', { districtId: 1 });
      expect((await step(bed.server, bed.vendor, trip.id, 'complete')).status).toBe(403);
      expect((await step(bed.server, bed.district, trip.id, 'complete')).body).toMatchObject({ status: 'completed' });

      expect((await step(bed.server, bed.district, trip.id, 'invoice')).status).toBe(403);
      expect(await step(bed.server, bed.admin, trip.id, 'invoice')).toMatchObject({ status: 409, body: { message: 'Enter the invoice number before invoicing the trip.' } });
      const current = (await bed.admin.get<Trip>(`/api/charter-trips/${trip.id}`)).body;
      expect((await bed.district.request('PUT', `/api/charter-trips/${trip.id}`, { ...current, invoiceNumber: 'INV-2026-00042' })).status).toBe(403);
      expect((await bed.admin.request('PUT', `/api/charter-trips/${trip.id}`, { ...current, invoiceNumber: 'INV-2026-00042' })).status).toBe(200);
      expect((await step(bed.server, bed.admin, trip.id, 'invoice')).body).toMatchObject({ status: 'invoiced', invoiceNumber: 'INV-2026-00042' });
      expect(await step(bed.server, bed.admin, trip.id, 'cancel')).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
    });

    it('is cancelled with the status code before it runs, which frees its buses', async () => {
      const trip = await storedTrip(bed.server, 'booked', { districtId: 1 });
      const { db } = bed.server.running.database;
      expect((await db.selectFrom('tripRideAssignments').select('id').where('tripId', '=', trip.id).execute()).length).toBeGreaterThan(0);
      expect((await step(bed.server, bed.school, trip.id, 'cancel')).status).toBe(403);
      expect((await step(bed.server, bed.vendor, trip.id, 'cancel')).status).toBe(403);
      expect((await step(bed.server, bed.district, trip.id, 'cancel')).body).toMatchObject({ status: 'cancelled' });
      expect(await db.selectFrom('tripRideAssignments').select('id').where('tripId', '=', trip.id).execute()).toEqual([]);
    });

    it("answers another tenant's trip as one that does not exist, for every step and output", async () => {
      const foreign = await storedTrip(bed.server, 'requested', { districtId: 2 });
      for (const path of ['', '/sheet', '/status-log', '/approval']) expect([path, (await bed.district.get(`/api/charter-trips/${foreign.id}${path}`)).status]).toEqual([path, 404]);
      expect((await step(bed.server, bed.district, foreign.id, 'approve')).status).toBe(404);
      const otherVendors = await storedTrip(bed.server, 'approved', { vendorId: 2 });
      expect((await step(bed.server, bed.vendor, otherVendors.id, 'book')).status).toBe(404);
      expect((await bed.server.running.database.db.selectFrom('charterTrips').select('status').where('id', 'in', [foreign.id, otherVendors.id]).orderBy('id').execute()).map((t) => t.status))
        .toEqual(foreign.id < otherVendors.id ? ['requested', 'approved'] : ['approved', 'requested']);
    });

    it('sends the price only to those with the pricing code and the booking amount only to those with its code', async () => {
      const trip = await storedTrip(bed.server, 'invoiced', { vendorId: 1 });
      const read = async (client: typeof bed.admin) => Object.keys((await client.get<Trip>(`/api/charter-trips/${trip.id}`)).body);
      expect(await read(bed.admin)).toEqual(expect.arrayContaining(['price', 'bookingAmount']));
      expect(await read(bed.vendor)).toEqual(expect.arrayContaining(['price', 'bookingAmount']));
      expect(await read(bed.district)).toContain('bookingAmount');
      expect(await read(bed.district)).not.toContain('price');
      const list = (await bed.district.get<Trip[]>('/api/charter-trips?range=[0,99]')).body;
      expect(list.length).toBeGreaterThan(0);
      expect(list.some((row) => 'price' in row)).toBe(false);
      expect(await bed.district.get('/api/charter-trips?sort=["price","DESC"]')).toMatchObject({ status: 400, body: { message: 'sort: charter-trips cannot be sorted by "price".' } });
      expect((await bed.district.get(`/api/charter-trips?filter=${encodeURIComponent('{"price_gte":1000}')}`)).status).toBe(400);
      const exportedHeader = (await bed.district.get<string>('/api/charter-trips/export')).body.split('\r\n')[0].split(',');
      expect(exportedHeader).toContain('Booking amount');
      expect(exportedHeader).not.toContain('Price');
      expect((await bed.school.get('/api/charter-trips/export')).status).toBe(403);

      const schoolTrip = await bed.school.get<Trip[]>('/api/charter-trips?range=[0,99]');
      expect(schoolTrip.body.length).toBeGreaterThan(0);
      expect(schoolTrip.body.every((row) => !('price' in row) && !('bookingAmount' in row) && [1, null].includes(row.campusId as number | null))).toBe(true);
    });

    it('lets nobody set a gated field they may not set or see, on a new trip or an edit', async () => {
      const base = { purpose: 'Band trip', destination: 'Sacramento Zoo', departureAt: '2027-04-01T15:00:00.000Z', returnAt: '2027-04-01T21:00:00.000Z', passengers: 50, busesNeeded: 1 };
      expect((await bed.district.post('/api/charter-trips', { ...base, price: 900 })).status).toBe(403);
      expect((await bed.district.post('/api/charter-trips', { ...base, bookingAmount: 900 })).status).toBe(403);
      expect(await bed.district.post('/api/charter-trips', { ...base, returnAt: '2027-04-01T14:00:00.000Z' })).toMatchObject({ status: 400, body: { message: 'returnAt must be after departureAt.' } });
      expect((await bed.school.post('/api/charter-trips', base)).status).toBe(403);
      const trip = await storedTrip(bed.server, 'approved', { vendorId: 1 });
      const current = (await bed.vendor.get<Trip>(`/api/charter-trips/${trip.id}`)).body;
      expect((await bed.vendor.request('PUT', `/api/charter-trips/${trip.id}`, { ...current, destination: 'Elsewhere' })).status).toBe(403);
      const priced = await bed.vendor.request<Trip>('PUT', `/api/charter-trips/${trip.id}`, { ...current, price: 1234.5, bookingAmount: 1200 });
      expect(priced).toMatchObject({ status: 200, body: { price: 1234.5, bookingAmount: 1200 } });
      const own = await storedTrip(bed.server, 'requested', { districtId: 1 });
      const seen = (await bed.district.get<Trip>(`/api/charter-trips/${own.id}`)).body;
      expect((await bed.district.request('PUT', `/api/charter-trips/${own.id}`, { ...seen, price: 1 })).status).toBe(403);
      expect((await bed.district.request('PUT', `/api/charter-trips/${own.id}`, { ...seen, notes: 'Chaperones meet at 7:30.' })).body).toMatchObject({ notes: 'Chaperones meet at 7:30.' });
      expect((await bed.yard.get('/api/charter-trips')).status).toBe(403);
    });
  });
}
