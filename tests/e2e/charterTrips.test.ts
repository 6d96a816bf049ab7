import { charterTripReference } from '../../resources/charter-trips/details';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { columnTexts, listTotal, readUntil } from '../helpers/listScreen';
import { fillForm, labelled, saveForm } from '../helpers/recordForm';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

describeWhen(browserRequirement, 'charter trips in Chromium (DOMAIN.md "Charter trips", spec 2.4 "Trips", 2.5)', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;

  it('lets the admin approve the soonest requested trip of a district without a path on the approval screen, then book it and assign a bus on its page', async () => {
    // Without an approval path one approve approves the trip; with one, it signs a step (the next test).
    const soonest = await db().selectFrom('charterTrips').select(['id', 'purpose', 'destination']).where('status', '=', 'requested')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('tripApprovalSteps').select('id').whereRef('tripApprovalSteps.districtId', '=', 'charterTrips.districtId'))))
      .orderBy('departureAt').orderBy('id').executeTakeFirstOrThrow();
    // Booking needs a vendor: this request named the one it wants.
    await db().updateTable('charterTrips').set({ vendorId: 1 }).where('id', '=', soonest.id).execute();
    const page = await signedInPage(bed, 'admin@example.com');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Trips' }).click();
    await page.getByRole('heading', { name: 'Charter trips' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await columnTexts(page, 'Price')).toContainEqual(expect.stringMatching(/^\$[\d,]+\.\d{2}$/));
    await keepScreenshot(page, 'charter-trips-admin');

    await page.getByRole('link', { name: 'Waiting for approval' }).click();
    await page.getByRole('heading', { name: 'Trip approval' }).waitFor();
    const row = page.locator('tbody tr').filter({ hasText: soonest.purpose }).filter({ hasText: soonest.destination }).first();
    await row.waitFor();
    await keepScreenshot(page, 'trip-approval-admin');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`${soonest.purpose} · `, { exact: false }).filter({ hasText: 'is approved.' }).waitFor();

    await page.goto(consoleUrl(bed, 'admin@example.com', `/charter-trips/${soonest.id}/show`));
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByText('Saved: the trip is now Booked.').waitFor();
    await page.getByRole('region', { name: 'Status log' }).getByText('Approved → Booked').waitFor();
    await page.getByRole('combobox', { name: 'Bus' }).click();
    const bus = await page.getByRole('option').first().innerText();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Assign bus' }).click();
    await page.getByText(`Bus ${bus} is assigned to the trip.`).waitFor();
    await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await keepScreenshot(page, 'charter-trip-admin');
    const stored = await db().selectFrom('charterTrips').select('status').where('id', '=', soonest.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('booked');
    expect(await db().selectFrom('tripRideAssignments').select('vehicleNumber').where('tripId', '=', soonest.id).execute()).toEqual([{ vehicleNumber: bus }]);
    await page.context().close();
  });

  it("walks a trip along its district's approval path on its page: the principal's step, then the coordinator's, who approves it", async () => {
    const trip = await db().selectFrom('charterTrips').select('id').where('districtId', '=', 1).where('status', '=', 'requested')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('tripApprovalSignoffs').select('id').whereRef('tripApprovalSignoffs.tripId', '=', 'charterTrips.id'))))
      .orderBy('id').executeTakeFirstOrThrow();
    const path = `/charter-trips/${trip.id}/show`;
    const admin = await signedInPage(bed, 'admin@example.com');
    await admin.goto(consoleUrl(bed, 'admin@example.com', path));
    const card = admin.getByRole('region', { name: 'Approval', exact: true });
    await card.locator('[aria-current="step"]').getByText('Waiting for your sign-off').waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('your sign-off is recorded', { exact: false }).waitFor();
    await card.getByText('Signed by Alicia Moreno', { exact: false }).waitFor();
    // The second step is Diane Castillo's alone: no Approve for the admin, on the card or among the page's steps.
    await card.locator('[aria-current="step"]').getByText('Step 2 · Diane Castillo — district@example.com').waitFor();
    await card.locator('[aria-current="step"]').getByText('Waiting for this sign-off').waitFor();
    expect(await admin.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await db().selectFrom('charterTrips').select('status').where('id', '=', trip.id).executeTakeFirstOrThrow()).toEqual({ status: 'requested' });
    await keepScreenshot(admin, 'charter-trip-approval-half-way-admin');
    await admin.context().close();

    const district = await signedInPage(bed, 'district@example.com');
    await district.goto(consoleUrl(bed, 'district@example.com', path));
    const theirs = district.getByRole('region', { name: 'Approval', exact: true });
    await theirs.getByText('Signed by Alicia Moreno', { exact: false }).waitFor();
    await theirs.locator('[aria-current="step"]').getByText('Waiting for your sign-off').waitFor();
    await theirs.getByRole('button', { name: 'Approve' }).click();
    await district.getByText('is approved.', { exact: false }).waitFor();
    await district.getByRole('region', { name: 'Status log' }).getByText('Requested → Approved').waitFor();
    await theirs.getByText('Signed by Diane Castillo', { exact: false }).waitFor();
    expect(await theirs.locator('[aria-current="step"]').count()).toBe(0);
    await keepScreenshot(district, 'charter-trip-approval-walked-district');
    expect(await db().selectFrom('charterTrips').select('status').where('id', '=', trip.id).executeTakeFirstOrThrow()).toEqual({ status: 'approved' });
    expect((await db().selectFrom('tripApprovalSignoffs').select('signerName').where('tripId', '=', trip.id).orderBy('stepOrder').execute()).map((s) => s.signerName))
      .toEqual(['Alicia Moreno', 'Diane Castillo']);
    await district.context().close();
  });

  it("shows a district user only its district's trips, without their price, and its approval path to edit", async () => {
    const page = await signedInPage(bed, 'district@example.com');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Trips' }).click();
    await page.locator('tbody tr').first().waitFor();
    const own = await db().selectFrom('charterTrips').select((eb) => eb.fn.countAll().as('n')).where('districtId', '=', 1).executeTakeFirstOrThrow();
    expect(await listTotal(page)).toBe(Number(own.n));
    const headings = await page.locator('thead th').allInnerTexts();
    expect(headings).toContain('Booking amount');
    expect(headings).not.toContain('Price');
    await keepScreenshot(page, 'charter-trips-district');

    const foreign = await db().selectFrom('charterTrips').select('id').where('districtId', '=', 2).executeTakeFirstOrThrow();
    await page.goto(consoleUrl(bed, 'district@example.com', `/charter-trips/${foreign.id}/show`));
    await page.getByText('Element does not exist', { exact: false }).or(page.getByText('not found', { exact: false })).first().waitFor();

    await page.goto(consoleUrl(bed, 'district@example.com', '/trip-approval-path'));
    await page.locator('tbody tr').first().waitFor();
    await keepScreenshot(page, 'trip-approval-path-district');
    await page.getByRole('link', { name: 'Edit approval path' }).click();
    await page.getByRole('button', { name: 'Move step 2 up' }).click();
    await page.getByRole('button', { name: 'Save path' }).click();
    await page.getByText('The approval path is saved.').waitFor();
    await keepScreenshot(page, 'trip-approval-path-editor-district');
    const steps = await db().selectFrom('tripApprovalSteps').select(['stepOrder', 'approverName']).where('districtId', '=', 1).orderBy('stepOrder').execute();
    expect(steps.slice(0, 2).map((s) => s.approverName)).toEqual(['Diane Castillo', 'Principal']);
    await page.context().close();
  });

  it('prints the trip sheet of a booked trip with its buses and drivers, and lists the documents and buses of the trips', async () => {
    const booked = await db().selectFrom('charterTrips').select(['id', 'destination']).where('districtId', '=', 1).where('status', '=', 'booked')
      .where((eb) => eb.exists(eb.selectFrom('tripRideAssignments').select('id').whereRef('tripRideAssignments.tripId', '=', 'charterTrips.id'))).orderBy('departureAt').executeTakeFirstOrThrow();
    const buses = await db().selectFrom('tripRideAssignments').select('vehicleNumber').where('tripId', '=', booked.id).execute();
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', '/trip-sheet'));
    await page.locator('tbody tr').first().waitFor();
    await keepScreenshot(page, 'trip-sheet-choice-district');
    await page.goto(consoleUrl(bed, 'district@example.com', `/trip-sheet/${booked.id}`));
    const busesTable = page.getByRole('table', { name: 'Buses and drivers' });
    for (const { vehicleNumber } of buses) await busesTable.getByText(vehicleNumber, { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Itinerary' }).getByText(`Arrive ${booked.destination}`).waitFor();
    await keepScreenshot(page, 'trip-sheet-district');

    await page.goto(consoleUrl(bed, 'district@example.com', '/trip-approval-documents'));
    await page.locator('tbody tr').first().waitFor();
    await keepScreenshot(page, 'trip-approval-documents-district');
    await page.locator('tbody tr').first().click();
    await page.getByRole('link', { name: 'Download' }).waitFor();
    await keepScreenshot(page, 'trip-approval-document-district');

    await page.goto(consoleUrl(bed, 'district@example.com', '/trip-ride-assignments'));
    await page.locator('tbody tr').first().waitFor();
    await keepScreenshot(page, 'trip-ride-assignments-district');
    await page.context().close();

    const vendor = await signedInPage(bed, 'vendor@example.com');
    await vendor.goto(consoleUrl(bed, 'vendor@example.com', '/trip-ride-assignments'));
    await vendor.locator('tbody tr').first().waitFor();
    const ofVendor = await db().selectFrom('tripRideAssignments').select((eb) => eb.fn.countAll().as('n')).where('vendorId', '=', 1).executeTakeFirstOrThrow();
    expect(await listTotal(vendor)).toBe(Number(ofVendor.n));
    await keepScreenshot(vendor, 'trip-ride-assignments-vendor');
    await vendor.context().close();
  });

  it("lets the vendor manager quote an approved trip of theirs — price and booking amount, nothing else — and book it", async () => {
    const trip = await db().selectFrom('charterTrips').select('id').where('vendorId', '=', 1).where('status', '=', 'approved').orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'vendor@example.com');
    await page.goto(consoleUrl(bed, 'vendor@example.com', `/charter-trips/${trip.id}`));
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.getByLabel(labelled('Purpose')).count()).toBe(0);
    await fillForm(page, { Price: '1480.50', 'Booking amount': '1480.50' });
    await keepScreenshot(page, 'charter-trip-quote-vendor');
    await saveForm(page, (url) => url.pathname === '/charter-trips');
    await page.goto(consoleUrl(bed, 'vendor@example.com', `/charter-trips/${trip.id}/show`));
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByText('Saved: the trip is now Booked.').waitFor();
    expect(await db().selectFrom('charterTrips').select(['price', 'bookingAmount', 'status']).where('id', '=', trip.id).executeTakeFirstOrThrow())
      .toEqual({ price: 1480.5, bookingAmount: 1480.5, status: 'booked' });
    await page.context().close();
  });

  it("shows an invoiced trip's invoice history on its page only to those with its code: who invoiced it, and the transactions billing it in dollars", async () => {
    const trip = await db().selectFrom('charterTrips').select(['id', 'invoiceNumber']).where('districtId', '=', 1).where('status', '=', 'invoiced').orderBy('id').executeTakeFirstOrThrow();
    const reference = charterTripReference(trip.id);
    const bills = await db().selectFrom('accountingTransactions').select(['number', 'amountCents']).where('tripReference', '=', reference).orderBy('periodStart').orderBy('id').execute();
    expect(bills.length).toBeGreaterThan(0);
    const path = `/charter-trips/${trip.id}/show`;
    const admin = await signedInPage(bed, 'admin@example.com');
    await admin.goto(consoleUrl(bed, 'admin@example.com', path));
    const card = admin.getByRole('region', { name: 'Invoice history' });
    await card.getByText(`Invoice ${trip.invoiceNumber}: invoiced by Alicia Moreno, `).waitFor();
    const rows = card.getByRole('table', { name: `Accounting transactions billing ${reference}` }).locator('tbody tr');
    await rows.first().waitFor();
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const billed = bills.map((bill) => [bill.number, dollars.format(bill.amountCents / 100)]);
    // Read until it settles: the card reads again once the trip's version arrives.
    const shown = () => rows.evaluateAll((trs) => (trs as HTMLTableRowElement[]).map((tr) => [tr.cells[0].innerText, tr.cells[2].innerText]));
    expect(await readUntil(admin, shown, (texts) => JSON.stringify(texts) === JSON.stringify(billed))).toEqual(billed);
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(admin, 'charter-trip-invoice-history-admin');
    await card.getByRole('link', { name: bills[0].number }).click();
    await admin.getByText(bills[0].number, { exact: true }).first().waitFor();
    expect(new URL(admin.url()).pathname).toMatch(/^\/invoicing\/\d+\/show$/);
    await admin.context().close();

    // The district's coordinator sees the trip and its status log, but holds no invoice history code.
    const district = await signedInPage(bed, 'district@example.com');
    await district.goto(consoleUrl(bed, 'district@example.com', path));
    await district.getByRole('region', { name: 'Status log' }).getByText('Completed → Invoiced').waitFor();
    expect(await district.getByRole('region', { name: 'Invoice history' }).count()).toBe(0);
    await district.context().close();
  });

  it('shows no Trips item to a role without the trips code, and access denied on its screens', async () => {
    const yard = await signedInPage(bed, 'yard@example.com');
    expect(await yard.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Trips' }).count()).toBe(0);
    await yard.goto(consoleUrl(bed, 'yard@example.com', '/charter-trips'));
    await yard.getByRole('heading', { name: 'Access denied' }).waitFor();
    await keepScreenshot(yard, 'charter-trips-yard-denied');
    await yard.context().close();

    const school = await signedInPage(bed, 'school@example.com');
    await school.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Trips' }).waitFor();
    await school.goto(consoleUrl(bed, 'school@example.com', '/trip-approval'));
    await school.getByRole('heading', { name: 'Access denied' }).waitFor();
    await school.context().close();
  });
});
