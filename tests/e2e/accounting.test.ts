import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { expectNoAccess, openList, takeStep } from '../helpers/sectionScreens';

jest.setTimeout(180_000);

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Accounting (menu "Accounting" at /invoicing, spec 2.4 index 89). */
describeWhen(browserRequirement, 'accounting in Chromium (DOMAIN.md "Money and work")', () => {
  const bed = consoleAndBrowserForSuite();

  it('lets the operator refresh a pending transaction from its rides, price an item and approve it', async () => {
    const { db } = bed.server.running.database;
    const pending = await db.selectFrom('accountingTransactions').select(['id', 'number']).where('status', '=', 'pending').where('tripReference', 'is', null).where('rideId', 'is', null)
      .orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'admin@example.com');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounting' }).click();
    await page.getByRole('heading', { name: 'Accounting transactions' }).waitFor();
    await page.locator('tbody').getByText('Pending').first().waitFor();
    await keepScreenshot(page, 'invoicing-admin');

    await page.goto(consoleUrl(bed, 'admin@example.com', `/invoicing/${pending.id}/show`));
    await page.getByRole('heading', { name: pending.number }).waitFor();
    await page.getByRole('button', { name: 'Refresh from rides' }).click();
    await page.getByText('The ride lines were computed again from the period’s completed rides.').waitFor();
    const refreshed = await db.selectFrom('accountingTransactions').select('refreshedAt').where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(refreshed.refreshedAt).not.toBeNull();

    const item = await db.selectFrom('accountingTransactionItems').select(['id', 'description']).where('transactionId', '=', pending.id).orderBy('description').executeTakeFirstOrThrow();
    await page.getByRole('button', { name: `Edit ${item.description}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByLabel('Unit price').fill('150.25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: the item and the transaction’s amount were updated.').waitFor();
    await page.getByRole('cell', { name: money(30_050) }).first().waitFor();
    const totals = await db.selectFrom('accountingTransactions').select(['amountCents', 'itemsTotalCents', 'adjustmentCents']).where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(totals.amountCents).toBe(totals.itemsTotalCents + totals.adjustmentCents);
    await page.getByText(money(totals.amountCents)).first().waitFor();
    await keepScreenshot(page, 'invoicing-show-admin');

    await takeStep(page, page.url(), 'Approve', 'Saved: the transaction is now Approved.');
    await page.getByRole('button', { name: 'Invoice' }).waitFor();
    expect(await page.getByRole('button', { name: 'Refresh from rides' }).count()).toBe(0);
    expect((await db.selectFrom('accountingTransactions').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow()).status).toBe('approved');
    await page.context().close();
  });

  it("shows a vendor its own transactions without the operator's steps, and a district may dispute a line", async () => {
    const { db } = bed.server.running.database;
    const vendor = await signedInPage(bed, 'vendor@example.com');
    await openList(vendor, consoleUrl(bed, 'vendor@example.com', '/invoicing'), 'Accounting transactions', 'Paid');
    const shown = await vendor.locator('tbody tr').count();
    const own = await db.selectFrom('accountingTransactions').select((eb) => eb.fn.countAll().as('n')).where('vendorId', '=', 1).executeTakeFirstOrThrow();
    expect(shown).toBe(Math.min(25, Number(own.n)));
    await keepScreenshot(vendor, 'invoicing-vendor');
    const reviewed = await db.selectFrom('accountingTransactions').select('id').where('vendorId', '=', 1).where('status', '=', 'approved').executeTakeFirstOrThrow();
    await vendor.goto(consoleUrl(bed, 'vendor@example.com', `/invoicing/${reviewed.id}/show`));
    await vendor.getByRole('heading', { name: 'Items' }).waitFor();
    expect(await vendor.getByRole('button', { name: 'Invoice' }).count()).toBe(0);
    expect(await vendor.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await vendor.context().close();

    const district = await signedInPage(bed, 'district@example.com');
    const approved = await db.selectFrom('accountingTransactions').select('id').where('districtId', '=', 1).where('status', '=', 'approved').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const line = await db.selectFrom('accountingTransactionItems').select(['id', 'description']).where('transactionId', '=', approved.id).orderBy('description').executeTakeFirstOrThrow();
    await district.goto(consoleUrl(bed, 'district@example.com', `/invoicing/${approved.id}/show`));
    await district.getByRole('button', { name: `Edit ${line.description}` }).click();
    expect(await district.getByRole('dialog').getByLabel('Quantity').isDisabled()).toBe(true);
    await district.getByRole('dialog').getByLabel('Item status').click();
    await district.getByRole('option', { name: 'Disputed' }).click();
    await district.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await district.getByText('Saved: the item and the transaction’s amount were updated.').waitFor();
    expect((await db.selectFrom('accountingTransactionItems').select('itemStatus').where('id', '=', line.id).executeTakeFirstOrThrow()).itemStatus).toBe('disputed');
    await keepScreenshot(district, 'invoicing-show-district');
    await district.context().close();

    await expectNoAccess(bed, 'school@example.com', '/invoicing', 'Accounting');
  });
});
