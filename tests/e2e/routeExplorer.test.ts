import type { Page } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { mapScaleReading } from '../helpers/mapPage';
import { eventuallyAsync } from '../helpers/liveClient';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(150_000);

const DISTRICT = 'district@example.com';
const ADMIN = 'admin@example.com';
const menuButton = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name });
const storedZoom = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('routeExplorerLastVisit') ?? 'null')?.map as { zoom: number } | undefined)?.zoom);

describeWhen(browserRequirement, 'the route explorer in Chromium (spec 2.4 "Route explorer", 2.5 "route explorer route management")', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;
  /** Runs of district 1 carried by a van or a car: more students than seats, a known violation. */
  const crowded = async () => {
    const waived = new Set((await db().selectFrom('routeViolationWaivers').select('routeId').where('violationKey', '=', 'capacity').execute()).map((w) => w.routeId));
    const runs = await db().selectFrom('routes').select(['id', 'number', 'vehicleType']).where('districtId', '=', 1).where('vehicleType', 'in', ['van', 'car']).orderBy('id').execute();
    return runs.filter((run) => !waived.has(run.id));
  };

  it('lets a district user tick runs, see their violations on the map, and find them again on return', async () => {
    const [run] = await crowded();
    const other = await db().selectFrom('routes').select(['id', 'number']).where('districtId', '=', 1).where('vehicleType', '=', 'bus').orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, DISTRICT);
    await menuButton(page, 'Route explorer').click();
    await page.waitForURL((url) => url.pathname === '/route-explorer' && url.searchParams.get('districtId') === '1');
    await page.getByRole('heading', { name: 'Route explorer · Cedar Valley Unified School District' }).waitFor();
    await page.getByText('Tick runs in the list to see their paths, stops and violations.').waitFor();

    await page.getByLabel('Find a run, campus or vendor').fill(run.number);
    await page.getByRole('checkbox', { name: `Show run ${run.number} on the map` }).click();
    await page.getByLabel('Find a run, campus or vendor').fill(other.number);
    await page.getByRole('checkbox', { name: `Show run ${other.number} on the map` }).click();
    await page.getByLabel('Find a run, campus or vendor').fill('');
    const card = page.getByRole('region', { name: `Run ${run.number}` });
    await card.getByText(/^\d+ students for (10|6) seats$/).waitFor();
    await page.getByRole('region', { name: `Run ${other.number}` }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('selection') === `${run.id},${other.id}`);
    await page.getByRole('heading', { name: /^Route explorer/ }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'route-explorer-district');
    // Fitted to the runs ticked, not left at the district's scale: their stops spread over the map.
    const map = page.getByRole('region', { name: 'Map of the selected runs, their paths and stops' });
    await eventuallyAsync(async () => {
      const area = (await map.boundingBox())!;
      const stops = await map.locator('[data-marker^="run-"]').evaluateAll((markers) => markers.map((marker) => marker.getBoundingClientRect()));
      const [xs, ys] = [stops.map(({ x, width }) => x + width / 2), stops.map(({ y, height }) => y + height / 2)];
      return stops.length > 0 && (Math.max(...xs) - Math.min(...xs) > area.width / 2 || Math.max(...ys) - Math.min(...ys) > area.height / 2);
    }, 'the ticked runs filling the map', 10_000, 200);
    await page.waitForFunction(() => JSON.parse(window.localStorage.getItem('routeExplorerLastVisit') ?? '{}').map);
    const fitted = (await storedZoom(page))!;
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction((zoom) => JSON.parse(window.localStorage.getItem('routeExplorerLastVisit') ?? '{}').map?.zoom === zoom, fitted + 1);
    const leftAt = await mapScaleReading(page);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rides' }).click();
    await page.waitForURL((url) => url.pathname === '/rides');
    await menuButton(page, 'Route explorer').click();
    await page.waitForURL((url) => url.pathname === '/route-explorer' && url.searchParams.get('selection') === `${run.id},${other.id}`);
    await page.getByRole('region', { name: `Run ${run.number}` }).getByText(/students for (10|6) seats$/).waitFor();
    expect(await page.getByRole('checkbox', { name: `Show run ${run.number} on the map` }).isChecked()).toBe(true);
    expect(await mapScaleReading(page)).toBe(leftAt);
    expect(await storedZoom(page)).toBe(fitted + 1);
    // The district coordinator sees violations but may not waive them.
    expect(await card.getByRole('button', { name: /^Waive/ }).count()).toBe(0);
    await page.context().close();
  });

  it('lets the admin waive a violation with a reason, kept with who and when', async () => {
    const [run] = await crowded();
    const page = await signedInPage(bed, ADMIN);
    await page.goto(consoleUrl(bed, ADMIN, '/route-explorer?districtId=2&view=ROUTES'));
    await page.getByText('Tick runs in the list to see their paths, stops and violations.').waitFor();
    await page.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'Cedar Valley Unified School District' }).click();
    await page.getByRole('heading', { name: 'Route explorer · Cedar Valley Unified School District' }).waitFor();
    await page.getByLabel('Only runs with open violations').check();
    await page.getByRole('checkbox', { name: `Show run ${run.number} on the map` }).click();
    const card = page.getByRole('region', { name: `Run ${run.number}` });
    await card.getByRole('button', { name: `Waive the Capacity violation of run ${run.number}` }).click();
    await page.getByRole('dialog').getByLabel('Why is it accepted?').fill('A second van follows this run until January.');
    await page.getByRole('dialog').getByRole('button', { name: 'Waive' }).click();
    await page.getByText('The violation is waived.').waitFor();
    await card.getByText(/^Waived by Alicia Moreno on .*: A second van follows this run until January\.$/).waitFor();
    await keepScreenshot(page, 'route-explorer-admin');
    const waiver = await db().selectFrom('routeViolationWaivers').selectAll().where('routeId', '=', run.id).where('violationKey', '=', 'capacity').executeTakeFirstOrThrow();
    expect(waiver).toMatchObject({ waivedByUserId: 1, reason: 'A second van follows this run until January.' });
    await page.context().close();
  });

  it('lets the district user reorder a run in route management, and the admin publish it', async () => {
    const run = await db().selectFrom('routes').select(['id', 'number', 'stops', 'version']).where('districtId', '=', 1).where('direction', '=', 'PM').orderBy('id').executeTakeFirstOrThrow();
    const stops = JSON.parse(run.stops) as { sequence: number; address: string; time: string }[];
    const district = await signedInPage(bed, DISTRICT);
    await district.goto(consoleUrl(bed, DISTRICT, `/route-explorer?districtId=1&view=ROUTES&selection=${run.id}`));
    await district.getByRole('region', { name: `Run ${run.number}` }).getByRole('link', { name: 'Manage run' }).click();
    await district.waitForURL((url) => url.pathname === '/route-explorer/route-management' && url.searchParams.get('runId') === String(run.id));
    await district.getByRole('button', { name: 'Move stop 2 later' }).click();
    // Stop 3 now comes second, at stop 2's time, and stop 2 third, at stop 3's.
    await district.getByLabel('Time of stop 3').fill(stops[1].time);
    await district.getByLabel('Time of stop 2').fill(stops[2].time);
    await district.getByRole('button', { name: 'Save changes' }).click();
    await district.getByText('Changes saved. Publish them when they are right.').waitFor();
    await district.getByText(/^Unpublished changes by Diane Castillo/).waitFor();
    await district.getByText('Publishing needs the publish permission; someone who has it can publish these changes.').waitFor();
    await district.getByRole('heading', { name: 'Route management' }).scrollIntoViewIfNeeded();
    await keepScreenshot(district, 'route-management-district');
    await district.context().close();

    const admin = await signedInPage(bed, ADMIN);
    await admin.goto(consoleUrl(bed, ADMIN, `/route-explorer/route-management?runId=${run.id}`));
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Published. Rides of later dates follow the new times.').waitFor();
    await admin.getByText(`Published run, version ${run.version + 1}`, { exact: false }).waitFor();
    await admin.getByRole('heading', { name: 'Route management' }).scrollIntoViewIfNeeded();
    await keepScreenshot(admin, 'route-management-admin');
    const published = JSON.parse((await db().selectFrom('routes').select('stops').where('id', '=', run.id).executeTakeFirstOrThrow()).stops) as { address: string }[];
    expect(published.map((stop) => stop.address).slice(0, 3)).toEqual([stops[0].address, stops[2].address, stops[1].address]);
    await admin.context().close();
  });

  it('shows school staff no Route explorer item, and access denied at its address', async () => {
    const page = await signedInPage(bed, 'school@example.com');
    expect(await menuButton(page, 'Route explorer').count()).toBe(0);
    await page.goto(consoleUrl(bed, 'school@example.com', '/route-explorer?districtId=1&view=ROUTES'));
    await page.getByText('Access denied').first().waitFor();
    await page.context().close();
  });
});
