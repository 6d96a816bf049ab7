import type { Page } from 'playwright-core';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot, takenOver } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { startGeocoderStub, type GeocoderStub } from '../helpers/geocoderStub';
import { eventuallyAsync } from '../helpers/liveClient';
import { describeWhen } from '../helpers/requirements';
import type { TestServerOptions } from '../helpers/testServer';

jest.setTimeout(180_000);

const DISTRICT = 'district@example.com';
const CAPITOL_MALL = { name: '1600 Capitol Mall, Sacramento, CA 95814, United States', lat: 38.5766, lng: -121.4935 };
const CAPITOL_AVENUE = { name: '1600 Capitol Avenue, Sacramento, CA 95814, United States', lat: 38.5748, lng: -121.4881 };

/** A student's address found on the map through the geocoder (a Nominatim stub on loopback), its pin dragged, and the service down. */
describeWhen(browserRequirement, 'an address found on the map in the student form, in Chromium', () => {
  let stub: GeocoderStub;
  // Filled in once the stub listens, before the console starts (its beforeAll comes second).
  const options: TestServerOptions = { env: { GEOCODER: 'nominatim', GEOCODER_RATE: '20' } };
  beforeAll(async () => {
    stub = await startGeocoderStub([CAPITOL_MALL, CAPITOL_AVENUE]);
    options.env!.GEOCODER_URL = stub.url;
  });
  afterAll(() => stub?.close());
  const bed = consoleAndBrowserForSuite(options);
  const db = () => bed.server.running.database.db;

  const stored = (id: number) => db().selectFrom('students').select(['address', 'lat', 'lng', 'locationVerified']).where('id', '=', id).executeTakeFirstOrThrow();
  const latitude = (page: Page) => page.getByLabel('Latitude', { exact: true });
  const longitude = (page: Page) => page.getByLabel('Longitude', { exact: true });
  const saved = async (page: Page, id: number, version: number) => {
    await page.getByRole('button', { name: 'Save' }).click();
    await eventuallyAsync(async () => (await db().selectFrom('students').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version === version + 1, 'the student saved', 15_000);
  };
  const openForm = async (page: Page, id: number) => {
    await page.goto(consoleUrl(bed, DISTRICT, `/students/${id}`));
    await takenOver(page);
    await page.getByRole('region', { name: 'Map of the location' }).waitFor();
  };

  it('finds a changed address, offers the places found, and saves the one chosen as a verified location', async () => {
    const student = await db().selectFrom('students').select(['id', 'version']).where('districtId', '=', 1).where('locationVerified', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, DISTRICT);
    await openForm(page, student.id);

    await page.getByLabel('Address', { exact: true }).fill('1600 Capitol Sacramento');
    await page.getByRole('status').getByText('The address changed: find it on the map or place the pin, or the location is saved as not verified.').waitFor();
    await page.getByRole('button', { name: 'Find on map' }).click();
    const places = page.getByRole('list', { name: 'Places found for this address: choose one' });
    await places.getByRole('button', { name: CAPITOL_MALL.name }).waitFor();
    await places.getByRole('button', { name: CAPITOL_AVENUE.name }).click();
    await page.getByRole('status').getByText('The pin is placed: the location is saved as verified.').waitFor();
    await eventuallyAsync(async () => (await latitude(page).inputValue()) === String(CAPITOL_AVENUE.lat), 'the latitude of the place chosen');
    expect(await longitude(page).inputValue()).toBe(String(CAPITOL_AVENUE.lng));
    await keepScreenshot(page, 'address-lookup-candidates');

    await saved(page, student.id, student.version);
    expect(await stored(student.id)).toEqual({ address: '1600 Capitol Sacramento', lat: CAPITOL_AVENUE.lat, lng: CAPITOL_AVENUE.lng, locationVerified: 1 });
  });

  it('moves the point where the pin is dragged to', async () => {
    const student = await db().selectFrom('students').select(['id', 'lat', 'lng']).where('districtId', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, DISTRICT);
    await openForm(page, student.id);
    const map = page.getByRole('region', { name: 'Map of the location' });
    const pin = map.locator('.console-marker');
    await pin.waitFor();
    // The map drawn and in the middle of the window, so that the drag stays on it.
    await eventuallyAsync(() => map.evaluate((element) => 'maplibreMap' in element), 'the map drawn');
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await pin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    // East and south of where it was: a longitude greater, a latitude smaller.
    await eventuallyAsync(async () => Number(await longitude(page).inputValue()) > student.lng!, 'a longitude east of where the pin was');
    expect(Number(await latitude(page).inputValue())).toBeLessThan(student.lat!);
    await page.getByRole('status').getByText('The pin is placed: the location is saved as verified.').waitFor();
  });

  it('says so when the lookup service is down, and the save still works with the location not verified', async () => {
    const student = await db().selectFrom('students').select(['id', 'version', 'lat', 'lng']).where('districtId', '=', 1).where('locationVerified', '=', 1).orderBy('id').limit(1).offset(3).executeTakeFirstOrThrow();
    const page = await signedInPage(bed, DISTRICT);
    await openForm(page, student.id);
    stub.setDown(true);
    try {
      await page.getByLabel('Address', { exact: true }).fill('77 Nowhere Road, Sacramento');
      await page.getByRole('button', { name: 'Find on map' }).click();
      await page.getByText('The address lookup service is not answering. Place the pin on the map, or save as it is: the location is kept as not verified.').waitFor();
      await keepScreenshot(page, 'address-lookup-down');
      await saved(page, student.id, student.version);
    } finally {
      stub.setDown(false);
    }
    expect(await stored(student.id)).toEqual({ address: '77 Nowhere Road, Sacramento', lat: student.lat, lng: student.lng, locationVerified: 0 });

    // Its page says the location is not verified.
    await page.goto(consoleUrl(bed, DISTRICT, `/students/${student.id}/show`));
    await takenOver(page);
    await page.getByRole('region', { name: 'Service' }).getByText('Not verified', { exact: true }).waitFor();
  });
});
