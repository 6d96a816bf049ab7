import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { eventuallyAsync } from '../helpers/liveClient';
import { drawnFleet, fleetPositions, offCentre, waitForDrawnVehicles, type DrawnVehicle } from '../helpers/mapPage';
import { describeWhen } from '../helpers/requirements';
import { postPositions, startableRideOf } from '../helpers/startableRide';

jest.setTimeout(120_000);

const MAP = 'Map of the vehicles reporting live';

describeWhen(browserRequirement, 'the live map with the demo simulator (spec 7.7)', () => {
  // Fast demo vehicles: a position every half second, runs driven sixty times faster than their timetable,
  // at most forty at once (in the demo districts' school hours every due ride would be driven).
  const bed = consoleAndBrowserForSuite({ env: { SIMULATOR: 'true', SIMULATOR_INTERVAL_MS: '500', SIMULATOR_SPEED: '60', SIMULATOR_KEEP_ON_ROAD: '6', SIMULATOR_MAX_VEHICLES: '40' } });

  it('shows the vehicles moving, counted where they crowd; a circle zooms in, and a vehicle clicked opens its ride in the drawer', async () => {
    const { db } = bed.server.running.database;
    const page = await signedInPage(bed, 'admin@example.com');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Live map' }).click();
    await page.waitForURL(/\/live-map$/);
    await page.getByRole('status').filter({ hasText: /^Live$/ }).waitFor();
    const map = page.getByRole('region', { name: MAP });
    await waitForDrawnVehicles(page, map, 3);

    // Opened on the operator's three states, the buses of each city are one counted circle; clicked,
    // the map zooms in until they part.
    type GlMap = { getZoom(): number; getCenter(): { lng: number; lat: number }; jumpTo(view: { zoom: number; center: [number, number] }): void };
    const opened = await map.evaluate((region) => {
      const view = (region as unknown as { maplibreMap: GlMap }).maplibreMap;
      return { zoom: view.getZoom(), center: [view.getCenter().lng, view.getCenter().lat] as [number, number] };
    });
    const zoomOf = () => map.evaluate((region) => (region as unknown as { maplibreMap: GlMap }).maplibreMap.getZoom());
    /** Back to the three states, then into a counted circle until single buses show: runs end, and a city's buses leave it. */
    const zoomToVehicles = async () => {
      await map.evaluate((region, start) => (region as unknown as { maplibreMap: GlMap }).maplibreMap.jumpTo(start), opened);
      await page.waitForTimeout(500);
      let drawn = await drawnFleet(map);
      expect(drawn.clusters.length + drawn.vehicles.length).toBeGreaterThan(0);
      for (let step = 0; step < 8 && drawn.clusters.length && !drawn.vehicles.length; step++) {
        const zoom = await zoomOf();
        await page.mouse.click(drawn.clusters[0].x, drawn.clusters[0].y);
        await eventuallyAsync(async () => (await zoomOf()) > zoom, 'the map zoomed in on the circle', 5_000, 100);
        await page.waitForTimeout(800);
        drawn = await drawnFleet(map);
      }
      return drawn;
    };
    let fleet = await drawnFleet(map);
    expect(fleet.clusters.length).toBeGreaterThan(0);
    fleet = await zoomToVehicles();
    expect(fleet.vehicles.length).toBeGreaterThan(0);
    await keepScreenshot(page, 'live-map-zoomed-in');

    const before = await fleetPositions(map);
    const first = await map.screenshot();
    await keepScreenshot(page, 'live-map-1');
    // Looked at in a city, where a few seconds of driving is many pixels (across three states a pixel is
    // five kilometres), again each second until a vehicle has moved: a busy machine slows the simulator.
    let second = first;
    let moved: string[] = [];
    for (let look = 0; look < 20 && (first.equals(second) || moved.length === 0); look++) {
      await page.waitForTimeout(1_000);
      second = await map.screenshot();
      const after = await fleetPositions(map);
      moved = Object.keys(before).filter((id) => after[id] !== undefined && after[id] !== before[id]);
    }
    expect(first.equals(second)).toBe(false);
    expect(moved.length).toBeGreaterThan(0);

    // A vehicle clicked on the map opens the ride it drives (the city's buses may have finished their runs meanwhile).
    fleet = await drawnFleet(map);
    if (!fleet.vehicles.length) fleet = await zoomToVehicles();
    expect(fleet.vehicles.length).toBeGreaterThan(0);
    const numbers = new Map((await db.selectFrom('vehicles').select(['id', 'number']).execute()).map(({ id, number }) => [`vehicle-${id}`, number]));
    const vehicle: DrawnVehicle = fleet.vehicles[0];
    expect(vehicle.label).toBe(numbers.get(vehicle.id));
    await page.mouse.click(vehicle.x, vehicle.y);
    await page.waitForURL(/_=drawer\/rides\/\d+\/show/);
    const rideId = Number(/drawer\/rides\/(\d+)\/show/.exec(decodeURIComponent(page.url()))![1]);
    const ride = await db.selectFrom('rides').select(['displayId', 'vehicleId']).where('id', '=', rideId).executeTakeFirstOrThrow();
    // Buses can share a spot: the one opened is one drawn where the click was.
    const there = fleet.vehicles.filter(({ x, y }) => Math.hypot(x - vehicle.x, y - vehicle.y) < 12).map(({ id }) => id);
    expect(there).toContain(`vehicle-${ride.vehicleId}`);
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.getByRole('heading', { name: `Ride #${ride.displayId}` }).waitFor();
    await drawer.getByRole('region', { name: 'Now', exact: true }).getByText(/Last position at/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/live-map');
    await keepScreenshot(page, 'live-map-ride-drawer');
    await page.context().close();
  });

  it('lists the vehicles beside the map, finds a bus and follows it, and opens again where it was left', async () => {
    const page = await signedInPage(bed, 'admin@example.com');
    await page.goto(consoleUrl(bed, 'admin@example.com', '/live-map'));
    const map = page.getByRole('region', { name: MAP });
    const list = page.getByRole('region', { name: 'Vehicles' });
    await waitForDrawnVehicles(page, map, 3);
    const rows = list.getByRole('button', { name: /^Follow bus / });
    await rows.nth(2).waitFor();
    // The listed bus whose run ends last: driven sixty times faster, a run lasts under a minute.
    const listed = (await rows.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!)))
      .map((label) => /^Follow bus (\S+) on the map$/.exec(label)![1]);
    const { db } = bed.server.running.database;
    const driven = await db.selectFrom('rides').innerJoin('vehicles', 'vehicles.id', 'rides.vehicleId').select(['vehicles.number', 'rides.scheduledEnd'])
      .where('rides.status', '=', 'en_route').where('vehicles.number', 'in', listed).orderBy('rides.scheduledEnd', 'desc').execute();
    expect(driven.length).toBeGreaterThan(0);
    const bus = driven[0].number;

    // Searched, the list keeps the vehicles whose bus, run or driver holds the words (or whose ride is that number).
    const shownBefore = await rows.count();
    await list.getByLabel('Find a bus, run or driver').fill(bus);
    const shown = () => list.getByRole('listitem').evaluateAll((items) => items.map((item) => [item.textContent, ...[...item.querySelectorAll('[aria-label]')].map((labelled) => labelled.getAttribute('aria-label'))].join(' ')));
    await eventuallyAsync(async () => (await rows.count()) < shownBefore, `the list narrowed to bus ${bus}`, 10_000, 100);
    expect((await shown()).every((row) => row.includes(bus))).toBe(true);
    await list.getByRole('button', { name: `Follow bus ${bus} on the map` }).click();
    await page.getByText(`Following bus ${bus}`).waitFor();

    // Followed, the bus — drawn alone, labelled with its number — stays in the middle of the map as it drives:
    // the map's centre is where the bus was last placed.
    const centred = () => eventuallyAsync(async () => (await offCentre(map, bus)) < 30, `bus ${bus} in the middle of the map`, 5_000, 100);
    await centred();
    await eventuallyAsync(async () => (await drawnFleet(map)).vehicles.some(({ label }) => label === bus), `bus ${bus} drawn alone`, 10_000, 100);
    await page.waitForTimeout(3_000);
    await centred();
    await keepScreenshot(page, 'live-map-following');

    // Moved by hand, the map lets the bus go; the view is kept for the next visit.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 3 + 160, box.y + box.height / 3 + 90, { steps: 8 });
    await page.mouse.up();
    await page.getByText(`Following bus ${bus}`).waitFor({ state: 'detached' });
    // Let go, the map glides a little further before it settles: the view kept is where it stopped.
    const keptView = () => page.evaluate(() => window.localStorage.getItem('liveMapView'));
    let left = await keptView();
    for (let settled = false; !settled;) {
      await page.waitForTimeout(700);
      const now = await keptView();
      settled = now === left;
      left = now;
    }
    const leftAt = JSON.parse(left!) as { zoom: number; center: { lat: number; lng: number } };
    await page.reload();
    // The fleet given to the map again (where the view was left, no bus need be in sight).
    await eventuallyAsync(async () => Object.keys(await fleetPositions(map)).length > 0, 'the fleet on the reopened map', 30_000, 250);
    await page.waitForTimeout(1_000);
    const reopened = await page.evaluate(() => JSON.parse(window.localStorage.getItem('liveMapView') ?? 'null') as { zoom: number; center: { lat: number; lng: number } });
    expect(reopened.zoom).toBeCloseTo(leftAt.zoom, 5);
    expect([reopened.center.lat, reopened.center.lng]).toEqual([expect.closeTo(leftAt.center.lat, 5), expect.closeTo(leftAt.center.lng, 5)]);
    await page.context().close();
  });

  it('is in the menu of those who may view rides or vehicles, within their tenant', async () => {
    // Whatever the hour of the demo's day, one of the district's rides is on the road, reporting.
    const db = bed.server.running.database.db;
    const { vendorId } = await db.selectFrom('rides').select('vendorId').where('districtId', '=', 1).where('status', '=', 'assigned').where('vendorId', 'is not', null).executeTakeFirstOrThrow();
    const { firstStop, token } = await startableRideOf(db, vendorId!, undefined, 1);
    expect((await postPositions(bed.server.url, token, [{ recordedAt: new Date().toISOString(), lat: firstStop.lat, lng: firstStop.lng, speedKph: 12, heading: 90 }])).status).toBe(202);
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', '/live-map'));
    await page.getByRole('heading', { name: 'Live map' }).waitFor();
    await page.getByRole('region', { name: 'Open route issues' }).waitFor();
    const rides = await bed.server.running.database.db.selectFrom('rides').select('id').where('districtId', '=', 1).execute();
    const own = new Set(rides.map((ride) => ride.id));
    await page.getByRole('button', { name: /^Open ride #\d+$/ }).first().waitFor();
    await page.waitForTimeout(1_500);
    const labels = await page.getByRole('region', { name: 'Vehicles' }).getByRole('button', { name: /^Open ride #\d+$/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const shownRides = await bed.server.running.database.db.selectFrom('rides').select(['id', 'displayId']).where('displayId', 'in', labels.map((label) => Number(/ride #(\d+)/.exec(label ?? '')?.[1] ?? 0))).execute();
    expect(shownRides.length).toBe(labels.length);
    expect(shownRides.every((ride) => own.has(ride.id))).toBe(true);
    // The map was given the same vehicles the list shows, and no other tenant's.
    const fleetIds = Object.keys(await fleetPositions(page.getByRole('region', { name: MAP })));
    const ownVehicles = new Set((await bed.server.running.database.db.selectFrom('rides').select('vehicleId').where('districtId', '=', 1).execute()).map(({ vehicleId }) => `vehicle-${vehicleId}`));
    expect(fleetIds.length).toBeGreaterThan(0);
    expect(fleetIds.every((id) => ownVehicles.has(id))).toBe(true);
    // What the map draws, the keyboard reaches from the list: a row's ride opens in the drawer.
    const rideNumber = /ride #(\d+)/.exec(labels[0]!)![1];
    await page.getByRole('button', { name: `Open ride #${rideNumber}` }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.MuiDrawer-paper').getByRole('heading', { name: `Ride #${rideNumber}` }).waitFor();
    // Opened on the district's own campuses, a few miles across, not on the operator's three states.
    const opened = await page.evaluate(() => JSON.parse(window.localStorage.getItem('liveMapView') ?? 'null') as { zoom: number } | null);
    expect(opened!.zoom).toBeGreaterThanOrEqual(9);
    await page.context().close();
  });
});

describeWhen(browserRequirement, 'a ride changing under the dispatcher\'s eyes (spec 7.7)', () => {
  const bed = consoleAndBrowserForSuite();

  it('changes status in the list and the drawer, and shows its route issue and flagged stop, without a reload', async () => {
    const { db } = bed.server.running.database;
    const { ride, firstStop, token } = await startableRideOf(db, 1);
    const page = await signedInPage(bed, 'admin@example.com');
    const filter = encodeURIComponent(JSON.stringify({ displayId: ride.displayId }));
    await page.goto(consoleUrl(bed, 'admin@example.com', `/rides?filter=${filter}&_=drawer/rides/${ride.id}/show`));
    const drawer = page.locator('.MuiDrawer-paper');
    const now = drawer.getByRole('region', { name: 'Now', exact: true });
    await now.locator('[data-status="assigned"]').waitFor();
    await page.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor();
    await page.evaluate(() => Object.assign(window, { untouchedSinceLoad: true }));

    const at = new Date().toISOString();
    expect((await postPositions(bed.server.url, token, [{ recordedAt: at, lat: firstStop.lat, lng: firstStop.lng, speedKph: 12, heading: 90 }])).status).toBe(202);
    await now.locator('[data-status="en_route"]').waitFor();
    await now.getByText(/Last position at/).waitFor();
    await page.locator('tbody tr').first().getByText('En route').waitFor();

    // Far from the run's path: an off-route issue, heard live; then a stop flagged by the driver.
    await postPositions(bed.server.url, token, [{ recordedAt: new Date(Date.now() + 1_000).toISOString(), lat: firstStop.lat + 0.3, lng: firstStop.lng + 0.3, speedKph: 30 }]);
    await now.getByRole('list', { name: 'Open route issues' }).getByText('Off route').waitFor();
    await bed.server.running.positions.flagCheckpoint({ rideId: ride.id, stopSequence: 2, flaggedAt: new Date().toISOString(), source: 'driver_app', reason: 'No student at the stop' });
    await now.getByText('Stop 2: No student at the stop').waitFor();

    expect(await page.evaluate(() => (window as unknown as { untouchedSinceLoad?: boolean }).untouchedSinceLoad)).toBe(true);
    const stored = await db.selectFrom('rides').select(['status', 'actualStart']).where('id', '=', ride.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'en_route', actualStart: at });
    await keepScreenshot(page, 'ride-live-status');
    await page.context().close();
  });
});
