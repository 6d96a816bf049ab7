import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { confirmDecision } from '../helpers/sectionScreens';

jest.setTimeout(120_000);

describeWhen(browserRequirement, 'parkouts in Chromium (DOMAIN.md "parkouts", spec 2.5)', () => {
  const bed = consoleAndBrowserForSuite();

  it('lets the vendor manager approve a driver\'s request, which becomes a parkout', async () => {
    const { db } = bed.server.running.database;
    const request = await db.selectFrom('parkoutEvents').select(['id', 'address']).where('vendorId', '=', 1).where('status', '=', 'requested').orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'vendor@example.com');
    await page.goto(consoleUrl(bed, 'vendor@example.com', '/parkout-requests'));
    await page.getByRole('heading', { name: 'Parkout requests' }).waitFor();
    await page.locator('tbody').getByText('Requested').first().waitFor();
    await keepScreenshot(page, 'parkout-requests-vendor');

    await page.goto(consoleUrl(bed, 'vendor@example.com', `/parkout-requests/${request.id}/show`));
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: `Approve Parkout request ${request.address}?` }).waitFor();
    await confirmDecision(page, 'Approve');
    await page.getByText('Saved: the request is now Approved.').waitFor();
    await page.getByRole('button', { name: 'Reject' }).waitFor({ state: 'detached' });

    await page.goto(consoleUrl(bed, 'vendor@example.com', `/parkouts?filter=${encodeURIComponent(JSON.stringify({ q: request.address.split(',')[0] }))}`));
    await page.locator('tbody').getByText(request.address.split(',')[0], { exact: false }).first().waitFor();
    await keepScreenshot(page, 'parkouts-vendor');
    const made = await db.selectFrom('parkouts').select('status').where('requestId', '=', request.id).execute();
    expect(made).toEqual([{ status: 'active' }]);
    await page.context().close();
  });

  it("shows a yard user their yard's requests without the step their codes do not grant", async () => {
    const { db } = bed.server.running.database;
    // A request of the yard still waiting for the office, whatever the demo left waiting.
    const request = await db.updateTable('parkoutEvents').set({ status: 'requested', decidedAt: null })
      .where('id', '=', (eb) => eb.selectFrom('parkoutEvents').select((inner) => inner.fn.min('id').as('id')).where('vendorId', '=', 1).where('yardId', '=', 1))
      .returning('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'yard@example.com');
    await page.goto(consoleUrl(bed, 'yard@example.com', '/parkout-requests'));
    await page.getByRole('heading', { name: 'Parkout requests' }).waitFor();
    await page.goto(consoleUrl(bed, 'yard@example.com', `/parkout-requests/${request.id}/show`));
    await page.getByText('Requested').first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.context().close();
  });
});
