import type { Locator } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { eventuallyAsync } from '../helpers/liveClient';
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

  it('replays the recorded drive: the slider puts the bus where it was at that moment, and Play drives it on', async () => {
    const ride = await finishedRide();
    const { db } = bed.server.running.database;
    const stored = await db.selectFrom('positions').select(['vehicleId', 'lat', 'lng', 'recordedAt']).where('rideId', '=', ride.id).orderBy('recordedAt').orderBy('id').execute();
    const page = await signedInPage(bed, 'vendor@example.com');
    await page.goto(consoleUrl(bed, 'vendor@example.com', `/rides?_=drawer/rides/${ride.id}/show`));
    const drawer = page.locator('.MuiDrawer-paper');
    const replay = drawer.getByRole('region', { name: 'Replay', exact: true });
    const slider = replay.getByRole('slider', { name: 'Replay time' });
    await slider.waitFor();
    const map = drawer.getByRole('region', { name: 'Planned path, stops and recorded traces of the ride' });
    const bus = map.locator(`[data-marker="replay-${stored[0].vehicleId}"]`);
    expect(await bus.count()).toBe(0);

    /** How far the replayed bus is drawn from where a stored position puts it, in pixels. */
    const offBy = async ({ lat, lng }: { lat: number; lng: number }) => {
      const expected = await map.evaluate((region, lngLat) => {
        const gl = (region as unknown as { maplibreMap: { project(p: [number, number]): { x: number; y: number }; getCanvas(): HTMLCanvasElement } }).maplibreMap;
        const { x, y } = gl.project(lngLat);
        const box = gl.getCanvas().getBoundingClientRect();
        return { x: box.x + x, y: box.y + y };
      }, [lng, lat] as [number, number]);
      // The marker's element is centred on its point (its arrow and label reach beyond it).
      const drawn = (await bus.locator('xpath=ancestor::div[contains(@class, "console-marker")]').boundingBox())!;
      return Math.hypot(drawn.x + drawn.width / 2 - expected.x, drawn.y + drawn.height / 2 - expected.y);
    };
    const clock = replay.getByTestId('replay-time');
    const atStart = await clock.textContent();
    await slider.focus();
    await page.keyboard.press('End');
    await bus.waitFor();
    expect(await bus.locator('title').textContent()).toMatch(/^Bus \S+ at \d{1,2}:\d{2}:\d{2}\s?[AP]M$/);
    await eventuallyAsync(async () => (await offBy(stored[stored.length - 1])) < 4, 'the bus at its last position', 5_000, 100);
    expect(await clock.textContent()).not.toBe(atStart);
    expect((await drawer.locator('[data-paths]').getAttribute('data-paths'))!.split(' ')).toContain(`replay-driven-${stored[0].vehicleId}`);
    await page.keyboard.press('Home');
    await eventuallyAsync(async () => (await offBy(stored[0])) < 4, 'the bus at its first position', 5_000, 100);
    expect(await clock.textContent()).toBe(atStart);
    // A step on: one second later, between the first two positions recorded.
    await page.keyboard.press('ArrowRight');
    await eventuallyAsync(async () => (await clock.textContent()) !== atStart, 'the clock a second on', 5_000, 100);
    await keepScreenshot(page, 'ride-drawer-replay');

    // Played, the clock runs on by itself until paused.
    await page.keyboard.press('Home');
    await replay.getByRole('button', { name: 'Play the recorded drive' }).click();
    await eventuallyAsync(async () => (await clock.textContent()) !== atStart, 'the replay moving on', 5_000, 100);
    await replay.getByRole('button', { name: 'Pause the replay' }).click();
    const paused = await clock.textContent();
    await page.waitForTimeout(500);
    expect(await clock.textContent()).toBe(paused);
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
