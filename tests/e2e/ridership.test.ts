import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { postScans, rideWithRiders, scanOf } from '../helpers/ridershipBed';
import { postPositions } from '../helpers/startableRide';
import { todayIn } from '../../server/db/seed/calendar';
import { pointAlong } from '../../server/telematics/geometry';

jest.setTimeout(120_000);

describeWhen(browserRequirement, 'who is on the bus, in Chromium (issue "who is on the bus")', () => {
  const bed = consoleAndBrowserForSuite();
  let ride: Awaited<ReturnType<typeof rideWithRiders>>;

  beforeAll(async () => {
    ride = await rideWithRiders(bed.server.running.database.db, 1, 1);
  });

  const drawerOf = async (email: 'vendor@example.com' | 'yard@example.com' | 'admin@example.com') => {
    const page = await signedInPage(bed, email);
    await page.goto(consoleUrl(bed, email, `/rides?_=drawer/rides/${ride.bus.ride.id}/show`));
    return { page, drawer: page.locator('.MuiDrawer-paper') };
  };

  it("shows the ride's manifest with names and counts, kept current as badges are scanned", async () => {
    const { page, drawer } = await drawerOf('admin@example.com');
    const card = drawer.getByRole('region', { name: 'On board', exact: true });
    await card.getByText('Not yet boarded: 3').waitFor();
    for (const { name } of ride.riders) await card.getByRole('link', { name }).waitFor();

    const [first] = ride.riders;
    expect((await postScans(bed.server.url, ride.bus.token, [scanOf(first.badge, 'board', [first.stop.lat, first.stop.lng], 2), scanOf(ride.stranger.badge, 'board', null, 1)])).status).toBe(202);
    // Live: the counts and the rows change without a reload.
    await card.getByText('On board: 2').waitFor();
    await card.getByText('Not yet boarded: 2').waitFor();
    await card.locator('tr[data-status="on_board"]').filter({ hasText: first.name }).waitFor();
    await card.locator('tr', { hasText: ride.stranger.name }).getByText('Not assigned to this ride').waitFor();
    // The wrong bus shows among the ride's issues as it is raised.
    await drawer.getByRole('list', { name: 'Open route issues' }).getByText('Wrong bus').waitFor();
    await keepScreenshot(page, 'ride-manifest-admin');
    await page.context().close();
  });

  it('counts without names for a user who may not view students', async () => {
    const { page, drawer } = await drawerOf('yard@example.com');
    const card = drawer.getByRole('region', { name: 'On board', exact: true });
    await card.getByText('On board: 2').waitFor();
    await card.getByText('Students are counted here without their names.').waitFor();
    expect(await card.getByRole('link').count()).toBe(0);
    for (const { name } of ride.riders) expect(await drawer.getByText(name).count()).toBe(0);
    await page.context().close();
  });

  it('shows when the bus will be at each stop ahead, kept current as it moves', async () => {
    const { page, drawer } = await drawerOf('vendor@example.com');
    const card = drawer.getByRole('region', { name: 'Arrivals', exact: true });
    await card.getByText('No predictions: the ride is not under way.').waitFor();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    for (const [minutesAgo, share] of [[3, 0], [2, 0.3]] as const) {
      const [lat, lng] = pointAlong(ride.path, ride.path.lengthMeters * share).point;
      expect((await postPositions(bed.server.url, ride.bus.token, [{ recordedAt: at(minutesAgo), lat, lng, speedKph: 30 }])).status).toBe(202);
    }
    const stops = card.getByRole('list', { name: 'Predicted arrivals at the stops ahead' }).getByRole('listitem');
    await stops.first().waitFor();
    const etas = await bed.server.running.positions!.etas.of({ ...ride.bus.ride, status: 'en_route' });
    expect(await stops.count()).toBe(etas.stops.length);
    // "7:14 PM · 3 min late", then "Stop 5 · <address> · due 7:11 PM": times as the account reads them, never ISO.
    const [when, where] = await Promise.all(['primary', 'secondary'].map((part) => stops.first().locator(`.MuiListItemText-${part}`).innerText()));
    expect(when).toMatch(/^\d{1,2}:\d{2}\s?[AP]M · (on time|\d+ min (late|early))$/);
    expect(where).toMatch(/^Stop \d+ · .+ · due \d{1,2}:\d{2}\s?[AP]M$/);
    expect(where).toContain(`Stop ${etas.stops[0].sequence} · ${etas.stops[0].address}`);
    expect(await card.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await keepScreenshot(page, 'ride-etas-vendor');
    await page.context().close();
  });

  it("says when the bus will be at its next stop in the live map's list, and at the home's stop in the bus lookup", async () => {
    const { db } = bed.server.running.database;
    const { timezone } = await db.selectFrom('operatorAccounts').select('timezone').where('id', '=', 1).executeTakeFirstOrThrow();
    await db.updateTable('rides').set({ rideDate: todayIn(timezone) }).where('id', '=', ride.bus.ride.id).execute();
    const etas = await bed.server.running.positions!.etas.of({ ...ride.bus.ride, status: 'en_route' });
    expect(etas.stops.length).toBeGreaterThan(0);
    const arrival = /^Stop (\d+) · \d{1,2}:\d{2}\s?[AP]M · (on time|\d+ min (late|early))$/;
    const { number: busNumber } = await db.selectFrom('vehicles').select('number').where('id', '=', ride.bus.ride.vehicleId!).executeTakeFirstOrThrow();

    const page = await signedInPage(bed, 'admin@example.com');
    await page.goto(consoleUrl(bed, 'admin@example.com', '/live-map'));
    const list = page.getByRole('region', { name: 'Vehicles' });
    await list.getByLabel('Find a bus, run or driver').fill(busNumber);
    const next = list.getByRole('listitem').filter({ hasText: `Bus ${busNumber}` }).locator('[data-next-stop]');
    await next.waitFor();
    expect(arrival.exec(await next.innerText())?.[1]).toBe(String(etas.stops[0].sequence));
    await keepScreenshot(page, 'live-map-next-stop');

    // The bus lookup from a home at the last stop ahead: the run's ride today, and when its bus will be there.
    const run = await db.selectFrom('routes').select(['campusId', 'stops']).where('id', '=', ride.bus.ride.routeId).executeTakeFirstOrThrow();
    const last = etas.stops.at(-1)!;
    const home = (JSON.parse(run.stops) as { sequence: number; lat: number; lng: number }[]).find(({ sequence }) => sequence === last.sequence)!;
    await page.goto(consoleUrl(bed, 'admin@example.com', `/transportation-requests/bus-lookup?campusId=${run.campusId}&lat=${home.lat}&lng=${home.lng}`));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Ride #${ride.bus.ride.displayId}` }) });
    await row.waitFor();
    expect(arrival.exec(await row.locator('[data-eta]').innerText())?.[1]).toBe(String(last.sequence));
    expect(await row.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    await keepScreenshot(page, 'bus-lookup-today');
    await page.context().close();
  });

  it('does not put away a left-on-bus alert without a note, and does with one', async () => {
    const end = ride.path.points[ride.path.points.length - 1];
    const start = ride.path.points[0];
    // The ride starts with one report and finishes with the next, at the run's end.
    for (const [minutesAgo, [lat, lng]] of [[4, start], [1, end]] as const) {
      expect((await postPositions(bed.server.url, ride.bus.token, [{ recordedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(), lat, lng, speedKph: 20 }])).status).toBe(202);
    }
    const { db } = bed.server.running.database;
    const { actualEnd } = await db.selectFrom('rides').select('actualEnd').where('id', '=', ride.bus.ride.id).executeTakeFirstOrThrow();
    expect(actualEnd).not.toBeNull();
    await bed.server.running.positions!.ridership.sweepLeftOnBus(new Date(Date.parse(actualEnd!) + 6 * 60_000));

    const { page, drawer } = await drawerOf('vendor@example.com');
    const issues = drawer.getByRole('list', { name: 'Open route issues' });
    const alerts = issues.locator('li[data-kind="left_on_bus"]');
    await alerts.first().waitFor();
    const before = await alerts.count();
    await alerts.first().getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve: Left on bus' });
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('Say what became of the student before resolving this alert.').waitFor();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Found asleep at the yard; mother called, picked up at 8:40');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((count) => document.querySelectorAll('li[data-kind="left_on_bus"]').length === count, before - 1);
    const resolved = await db.selectFrom('routeIssues').select('resolution').where('rideId', '=', ride.bus.ride.id).where('kind', '=', 'left_on_bus')
      .where('resolvedAt', 'is not', null).execute();
    expect(resolved.map(({ resolution }) => resolution)).toContain('Found asleep at the yard; mother called, picked up at 8:40');
    // One click for the emergency manifest of the bus, as a PDF of its own.
    expect(await drawer.getByRole('link', { name: 'Emergency manifest' }).getAttribute('href')).toBe(`/api/vehicles/${ride.bus.ride.vehicleId}/manifest.pdf`);
    await page.context().close();
  });
});
