import { browserRequirement, consoleAndBrowserForSuite, expectNotice, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

describeWhen(browserRequirement, 'inspections in Chromium (spec 2.4 "Inspections", 2.5 vehicle, end-of-day and end-of-ride inspections)', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;

  it('lets the vendor manager assign a mechanic to a failed inspection, then assess it as repaired', async () => {
    const inspection = await db().selectFrom('vehicleInspections').select(['id']).where('vendorId', '=', 1).where('kind', '=', 'pre_trip')
      .where('status', '=', 'reported').orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'vendor@example.com');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inspections' }).click();
    await page.getByRole('heading', { name: 'Inspections', level: 1 }).waitFor();
    for (const section of ['Vehicle inspections', 'End-of-day inspections', 'End-of-ride inspections']) await page.getByRole('heading', { name: section }).waitFor();
    await page.getByText(/^Waiting for a mechanic: [1-9]/).first().waitFor();
    await keepScreenshot(page, 'inspections-vendor');

    await page.getByText(/^Waiting for a mechanic: /).first().click();
    await page.getByRole('heading', { name: 'Vehicle inspections' }).waitFor();
    await page.locator('tbody').getByText('Reported').first().waitFor();
    expect(await page.locator('tbody').getByText('Repaired').count()).toBe(0);
    await keepScreenshot(page, 'vehicle-inspections-vendor');

    await page.goto(consoleUrl(bed, 'vendor@example.com', `/vehicle-inspections/${inspection.id}/show`));
    await page.getByRole('heading', { name: 'Pre-trip inspection' }).waitFor();
    await page.getByRole('list', { name: 'Defects reported' }).waitFor();
    await page.getByRole('button', { name: 'Assign mechanic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign mechanic' });
    await dialog.getByRole('button', { name: 'Assign mechanic' }).click();
    await dialog.getByText('mechanicName is required').waitFor();
    await dialog.getByLabel(/^Mechanic/).fill('Rosa Diaz');
    await expectNotice(page, () => dialog.getByRole('button', { name: 'Assign mechanic' }).click(), 'Saved: the inspection is now Mechanic assigned.');
    await page.getByText('Mechanic: Rosa Diaz').waitFor();

    await page.getByRole('button', { name: 'Mark repaired' }).click();
    await page.getByRole('dialog', { name: 'Mark repaired' }).getByLabel("Mechanic's findings").fill('Mirror bracket replaced.');
    await expectNotice(page, () => page.getByRole('dialog', { name: 'Mark repaired' }).getByRole('button', { name: 'Mark repaired' }).click(), 'Saved: the inspection is now Repaired.');
    await page.getByRole('button', { name: 'Take out of service' }).waitFor({ state: 'detached' });
    await keepScreenshot(page, 'vehicle-inspection-show-vendor');
    const stored = await db().selectFrom('vehicleInspections').select(['status', 'mechanicName', 'assessment']).where('id', '=', inspection.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'repaired', mechanicName: 'Rosa Diaz', assessment: 'Mirror bracket replaced.' });

    for (const [path, heading, name] of [['/end-of-day-inspections', 'End-of-day inspections', 'end-of-day-inspections-vendor'], ['/end-of-ride-inspections', 'End-of-ride inspections', 'end-of-ride-inspections-vendor']]) {
      await page.goto(consoleUrl(bed, 'vendor@example.com', path));
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      await keepScreenshot(page, name);
    }
    await page.context().close();
  });

  it('shows a yard user the kinds its codes allow, and the follow-up without the steps', async () => {
    const inspection = await db().selectFrom('vehicleInspections').select('id').where('vendorId', '=', 1).where('yardId', '=', 1).where('kind', '=', 'end_of_day')
      .orderBy('id').executeTakeFirstOrThrow();
    // A failed check the shop has yet to take up: the demo's follow-ups fall where its draws put them, which moves with the hour it is seeded at.
    await db().updateTable('vehicleInspections').set({ result: 'defects', defects: JSON.stringify([{ item: 'Seats', note: 'Seat 14 cover torn' }]), status: 'reported', mechanicName: null, mechanicAssignedAt: null, assessment: null, assessedAt: null })
      .where('id', '=', inspection.id).execute();
    const page = await signedInPage(bed, 'yard@example.com');
    await page.goto(consoleUrl(bed, 'yard@example.com', '/inspections'));
    await page.getByRole('heading', { name: 'End-of-day inspections' }).waitFor();
    expect(await page.getByRole('heading', { name: 'End-of-ride inspections' }).count()).toBe(0);
    await page.goto(consoleUrl(bed, 'yard@example.com', `/end-of-day-inspections/${inspection.id}/show`));
    await page.getByRole('heading', { name: 'End-of-day inspection' }).waitFor();
    await page.getByText('Follow-up').first().waitFor();
    expect(await page.getByRole('button', { name: /Assign mechanic|Mark repaired/ }).count()).toBe(0);
    await keepScreenshot(page, 'end-of-day-inspection-show-yard');
    await page.goto(consoleUrl(bed, 'yard@example.com', '/end-of-ride-inspections'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.context().close();
  });

  it('gives a district coordinator, who holds no inspection code, no menu item and access denied', async () => {
    const page = await signedInPage(bed, 'district@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Requests' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Inspections' }).count()).toBe(0);
    await page.goto(consoleUrl(bed, 'district@example.com', '/inspections'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.goto(consoleUrl(bed, 'district@example.com', '/vehicle-inspections'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.context().close();
  });
});
