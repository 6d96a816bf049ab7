import type { Locator } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

describeWhen(browserRequirement, 'the ride drawer in Chromium (spec 7.3)', () => {
  const bed = consoleAndBrowserForSuite();

  /** A finished ride of vendor 1 that kept its trace and its end-of-ride inspection. */
  const finishedRide = () => bed.server.running.database.db.selectFrom('rides').innerJoin('vehicleInspections', 'vehicleInspections.rideId', 'rides.id')
    .select(['rides.id', 'rides.displayId']).where('rides.vendorId', '=', 1).where('rides.status', '=', 'completed')
    .where((eb) => eb.exists(eb.selectFrom('positions').select('positions.id').whereRef('positions.rideId', '=', 'rides.id')))
    .orderBy('rides.id').executeTakeFirstOrThrow();

  it('opens from the rides list over the list, with every output the vendor manager may see, the ride\'s heading aligned with its cards\' content', async () => {
    const ride = await finishedRide();
    const page = await signedInPage(bed, 'vendor@example.com');
    await page.goto(consoleUrl(bed, 'vendor@example.com', `/rides?filter=${encodeURIComponent(JSON.stringify({ displayId: ride.displayId }))}`));
    // The ride number, not the middle of the row, which may be a link to the driver or the vehicle.
    await page.locator('tbody tr').first().getByText(String(ride.displayId), { exact: true }).click();
    await page.waitForURL(new RegExp(`_=drawer/rides/${ride.id}/show`));
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('heading', { name: `Ride #${ride.displayId}` }).waitFor();
    for (const title of ['Map', 'Driver fee', 'End-of-ride inspection', 'Route traces', 'History', 'Vendor assignment history']) {
      await drawer.getByRole('region', { name: title, exact: true }).waitFor();
    }
    // The ride's heading starts where its card's fields do, as far into its card as the map's title into the map's, and the two cards are level.
    const insetInCard = (heading: Locator) => heading.evaluate((element) => {
      const card = element.closest('.MuiCard-root')!;
      // Measured from inside the card's border: the map's card is outlined, the record's is raised.
      return { left: element.getBoundingClientRect().left - card.getBoundingClientRect().left - card.clientLeft, cardTop: card.getBoundingClientRect().top };
    });
    const rideHeading = await insetInCard(drawer.getByRole('heading', { name: `Ride #${ride.displayId}` }));
    const mapTitle = await insetInCard(drawer.getByRole('region', { name: 'Map', exact: true }).getByRole('heading', { name: 'Map' }));
    const firstField = await insetInCard(drawer.locator('.RaSimpleShowLayout-stack').getByText('Ride #', { exact: true }));
    expect(rideHeading).toEqual({ left: mapTitle.left, cardTop: mapTitle.cardTop });
    expect(firstField.left).toBe(rideHeading.left);
    await drawer.getByText('Ride created').waitFor();
    await drawer.getByText('Total').waitFor();
    const drawnPaths = (await drawer.locator('[data-paths]').getAttribute('data-paths'))!.split(' ');
    expect(drawnPaths.filter((id) => id.startsWith('trace-'))).toHaveLength(1);
    // The run's stops on the map, each a marker numbered in order.
    await drawer.locator('[data-marker="stop-1"]').waitFor();
    expect(await drawer.locator('[data-marker^="stop-"] text').first().textContent()).toBe('1');
    expect(new URL(page.url()).pathname).toBe('/rides');
    await keepScreenshot(page, 'ride-drawer-vendor');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('drawer'));
    await page.context().close();
  });

  it("leaves out what a district coordinator's codes do not cover", async () => {
    const ride = await bed.server.running.database.db.selectFrom('rides').select(['id', 'displayId']).where('districtId', '=', 1).where('status', '=', 'completed').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', `/rides?_=drawer/rides/${ride.id}/show`));
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('region', { name: 'History', exact: true }).waitFor();
    for (const title of ['Driver fee', 'End-of-ride inspection', 'Vendor assignment history']) {
      expect([title, await drawer.getByRole('region', { name: title, exact: true }).count()]).toEqual([title, 0]);
    }
    await keepScreenshot(page, 'ride-drawer-district');
    await page.context().close();
  });
});
