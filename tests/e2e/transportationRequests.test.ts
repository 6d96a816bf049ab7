import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { fillForm, saveForm } from '../helpers/recordForm';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

describeWhen(browserRequirement, 'transportation requests and the bus lookup in Chromium (spec 2.4 "Requests", 2.5 bus lookup)', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;

  it('is filed by school staff, then approved, looked up and scheduled on a run by the district', async () => {
    const campus = await db().selectFrom('campuses').select(['name', 'lat', 'lng']).where('id', '=', 1).executeTakeFirstOrThrow();
    const school = await signedInPage(bed, 'school@example.com');
    await school.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Requests' }).click();
    await school.getByRole('heading', { name: 'Transportation requests' }).waitFor();
    await school.locator('tbody').getByText('Submitted').first().waitFor();
    await keepScreenshot(school, 'transportation-requests-school');
    await school.getByRole('link', { name: 'Create', exact: true }).click();
    await fillForm(school, {
      Student: 'Maya Lopez', Campus: { search: campus.name.split(' ')[0], option: campus.name }, Request: { choose: 'New enrollment' },
      'Home address': '1450 Cedar Ave, Sacramento, CA 95814', Latitude: (campus.lat! + 0.01).toFixed(6), Longitude: (campus.lng! - 0.01).toFixed(6),
      'Service from': '2026-12-01', 'Car seat': { check: true },
    });
    await keepScreenshot(school, 'transportation-request-form-school');
    await saveForm(school, (url) => /^\/transportation-requests\/\d+\/show$/.test(url.pathname));
    const id = Number(new URL(school.url()).pathname.split('/')[2]);
    await school.getByText('Submitted').first().waitFor();
    expect(await school.getByRole('link', { name: 'Find a bus' }).count()).toBe(0);
    expect(await db().selectFrom('transportationRequests').select(['status', 'districtId', 'carSeat']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'submitted', districtId: 1, carSeat: 1 });

    const district = await signedInPage(bed, 'district@example.com');
    await district.goto(consoleUrl(bed, 'district@example.com', `/transportation-requests/${id}/show`));
    await district.getByRole('heading', { name: 'Maya Lopez' }).waitFor();
    await district.getByRole('button', { name: 'Approve' }).click();
    await district.getByRole('dialog', { name: 'Approve' }).getByLabel('Decision note').fill('Eligible: over two miles from campus.');
    await district.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
    await district.getByText('Saved: the request is now Approved.').waitFor();

    await district.getByRole('link', { name: 'Find a bus' }).click();
    await district.getByRole('heading', { name: 'Bus lookup' }).waitFor();
    await district.getByText(`Home: 1450 Cedar Ave, Sacramento, CA 95814 (from the request). Runs of ${campus.name}, nearest stop first.`).waitFor();
    await district.getByRole('region', { name: 'Map of the home, the campus and the nearest stops' }).waitFor();
    const runs = district.getByRole('table', { name: 'Bus lookup' }).locator('tbody tr');
    await runs.first().waitFor();
    await keepScreenshot(district, 'bus-lookup-district');
    const firstRun = await runs.first().locator('td').nth(1).locator('a').innerText();
    await runs.first().getByRole('button', { name: 'Schedule on this run' }).click();
    await district.getByText(`The request is scheduled on run ${firstRun}.`).waitFor();
    await district.waitForURL((url) => url.pathname === `/transportation-requests/${id}/show`);
    await district.getByText('Scheduled').first().waitFor();
    await keepScreenshot(district, 'transportation-request-show-district');
    const stored = await db().selectFrom('transportationRequests').innerJoin('routes', 'routes.id', 'transportationRequests.routeId')
      .select(['transportationRequests.status', 'routes.number', 'routes.campusId']).where('transportationRequests.id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'scheduled', number: firstRun, campusId: 1 });
    await Promise.all([school.context().close(), district.context().close()]);
  });

  it('looks up the buses of a campus for an address the district knows', async () => {
    const known = await db().selectFrom('transportationRequests').innerJoin('campuses', 'campuses.id', 'transportationRequests.campusId')
      .select(['transportationRequests.address', 'campuses.name']).where('transportationRequests.districtId', '=', 1).where('transportationRequests.campusId', '=', 2).executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', '/transportation-requests/bus-lookup'));
    await page.getByRole('heading', { name: 'Bus lookup' }).waitFor();
    await fillForm(page, { Campus: { search: known.name.split(' ')[0], option: known.name }, 'Home address': known.address });
    await page.getByRole('button', { name: 'Find buses' }).click();
    await page.getByText(`Home: ${known.address} (from the request). Runs of ${known.name}, nearest stop first.`).waitFor();
    const distances = await page.getByRole('table', { name: 'Bus lookup' }).locator('tbody tr td:nth-child(7)').allInnerTexts();
    expect(distances.length).toBeGreaterThan(0);
    // Stop times on the reader's clock, not as stored ("07:33").
    const times = await page.getByRole('table', { name: 'Bus lookup' }).locator('tbody tr td:nth-child(6)').allInnerTexts();
    expect(times.every((time) => /^\d{1,2}:\d{2}\s[AP]M$/.test(time))).toBe(true);
    await page.getByLabel('Home address').fill('99999 Nowhere Rd, Sacramento');
    await page.getByRole('button', { name: 'Find buses' }).click();
    await page.getByText("No known place has this address: give the home's coordinates (lat and lng) instead.").waitFor();
    await page.context().close();
  });

  it('gives those without the codes no menu item and access denied: a vendor for requests, school staff for the lookup', async () => {
    const vendor = await signedInPage(bed, 'vendor@example.com');
    await vendor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inspections' }).waitFor();
    expect(await vendor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Requests' }).count()).toBe(0);
    for (const path of ['/transportation-requests', '/transportation-requests/bus-lookup']) {
      await vendor.goto(consoleUrl(bed, 'vendor@example.com', path));
      await vendor.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
    const school = await signedInPage(bed, 'school@example.com');
    await school.goto(consoleUrl(bed, 'school@example.com', '/transportation-requests/bus-lookup'));
    await school.getByRole('heading', { name: 'Access denied' }).waitFor();
    await Promise.all([vendor.context().close(), school.context().close()]);
  });
});
