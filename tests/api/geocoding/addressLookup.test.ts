import type { AddressLookupAnswer } from '../../../resources/engine/location';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { GEOCODER_DOWN_MESSAGE, GEOCODER_OFF_MESSAGE } from '../../../server/routes/addressLookup';
import { signedIn, type ApiClient } from '../../helpers/apiClient';
import { startGeocoderStub, type GeocoderStub } from '../../helpers/geocoderStub';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

const CAPITOL_MALL = { name: '1600 Capitol Mall, Sacramento, CA 95814, United States', lat: 38.5766, lng: -121.4935 };
const CAPITOL_AVENUE = { name: '1600 Capitol Avenue, Sacramento, CA 95814, United States', lat: 38.5748, lng: -121.4881 };
const I_STREET = { name: '915 I Street, Sacramento, CA 95814, United States', lat: 38.5816, lng: -121.4944 };
const H_STREET = { name: '1020 H Street, Sacramento, CA 95814, United States', lat: 38.5823, lng: -121.4925 };

type Student = { id: number; version: number; address: string | null; lat: number | null; lng: number | null; locationVerified: boolean } & Record<string, unknown>;

/** Addresses looked up through a geocoder speaking the Nominatim API, served on loopback, and what a save does with the location. */
describe('address lookup through a Nominatim-compatible geocoder', () => {
  let stub: GeocoderStub;
  let server: TestServer;
  let district: ApiClient;

  beforeAll(async () => {
    stub = await startGeocoderStub([CAPITOL_MALL, CAPITOL_AVENUE, I_STREET, H_STREET]);
    server = await startTestServer({ env: { GEOCODER: 'nominatim', GEOCODER_URL: stub.url, GEOCODER_RATE: '2' } });
    district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });
  const lookUp = (q: string) => district.get<AddressLookupAnswer & { message?: string; code?: string }>(`/api/geocode?${new URLSearchParams({ q })}`);

  it('answers the places found, named and placed as numbers, asked of the service in its API', async () => {
    const { status, body } = await lookUp('1600 Capitol Sacramento');
    expect(status).toBe(200);
    expect(body.candidates).toEqual([CAPITOL_MALL, CAPITOL_AVENUE].map(({ name, lat, lng }) => ({ label: name, lat, lng })));
    const asked = stub.requests.at(-1)!;
    expect(asked.path).toBe('/search');
    expect(Object.fromEntries(asked.query)).toEqual({ q: '1600 Capitol Sacramento', format: 'jsonv2', limit: '5', addressdetails: '0', 'accept-language': DEFAULT_LOCALE });
    // Nominatim's usage policy asks every application to name itself.
    expect(asked.userAgent).toMatch(/^Transitline\/\S+ \(school transportation console\)$/);
  });

  it('keeps an answer: the same address asked again, however written, is not asked of the service again', async () => {
    await lookUp('915 I Street Sacramento');
    const sent = stub.requests.length;
    expect((await lookUp('  915 i street   SACRAMENTO ')).body.candidates).toEqual([{ label: I_STREET.name, lat: I_STREET.lat, lng: I_STREET.lng }]);
    expect(stub.requests.length).toBe(sent);
  });

  it("spaces its requests to the service's rate (GEOCODER_RATE=2: half a second apart)", async () => {
    const before = stub.requests.length;
    const answers = await Promise.all(['1020 H Street', '1600 Capitol Mall', 'Nowhere Lane 1'].map(lookUp));
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(answers[2].body.candidates).toEqual([]);
    const times = stub.requests.slice(before).map(({ at }) => at);
    expect(times).toHaveLength(3);
    for (let index = 1; index < times.length; index += 1) expect(times[index] - times[index - 1]).toBeGreaterThanOrEqual(450);
  });

  it('refuses a lookup without an address or with more than an address, and one from a portal that writes no address', async () => {
    expect(await district.get('/api/geocode')).toMatchObject({ status: 400 });
    expect(await lookUp('x'.repeat(301))).toMatchObject({ status: 400 });
    expect(await district.get('/api/geocode?q=Main&limit=50')).toMatchObject({ status: 400 });
    const vendor = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    expect(await vendor.get('/api/geocode?q=Main')).toMatchObject({ status: 403 });
  });

  it('says so when the service is down, and a save then keeps the location as not verified; a pin placed verifies it', async () => {
    stub.setDown(true);
    try {
      expect(await lookUp('2000 Unknown Road, Sacramento')).toMatchObject({ status: 503, body: { message: GEOCODER_DOWN_MESSAGE, code: 'GEOCODER_DOWN' } });
      // Not kept: asked again once the service is back.
    } finally {
      stub.setDown(false);
    }
    expect((await lookUp('2000 Unknown Road, Sacramento')).status).toBe(200);

    const { id } = await server.running.database.db.selectFrom('students').select('id').where('districtId', '=', 1).where('locationVerified', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const student = (await district.get<Student>(`/api/students/${id}`)).body;
    expect(student.locationVerified).toBe(true);

    const readdressed = await district.request<Student>('PUT', `/api/students/${id}`, { ...student, address: '2000 Unknown Road, Sacramento, CA 95814' });
    expect(readdressed.status).toBe(200);
    expect(readdressed.body).toMatchObject({ address: '2000 Unknown Road, Sacramento, CA 95814', lat: student.lat, lng: student.lng, locationVerified: false });

    // Saved again without the point moving, it stays not verified; a body cannot say otherwise.
    const again = await district.request<Student>('PUT', `/api/students/${id}`, { ...readdressed.body, grade: readdressed.body.grade, locationVerified: true });
    expect(again.body.locationVerified).toBe(false);

    const pinned = await district.request<Student>('PUT', `/api/students/${id}`, { ...again.body, lat: CAPITOL_MALL.lat, lng: CAPITOL_MALL.lng });
    expect(pinned.body).toMatchObject({ lat: CAPITOL_MALL.lat, lng: CAPITOL_MALL.lng, locationVerified: true });
    const stored = await server.running.database.db.selectFrom('students').select(['locationVerified', 'lat']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ locationVerified: 1, lat: CAPITOL_MALL.lat });
  });

  it('tells the browser a lookup is offered', async () => {
    const page = await fetch(`${server.urlOf('enterprise')}/login`);
    expect(await page.text()).toContain('"addressLookup":true');
  });
});

describe('a console without a geocoder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ role: 'enterprise' });
  });
  afterAll(() => server?.stop());

  it('answers a lookup 404 with what to do instead, and tells the browser none is offered', async () => {
    const district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    expect(await district.get('/api/geocode?q=915%20I%20Street')).toMatchObject({ status: 404, body: { message: GEOCODER_OFF_MESSAGE, code: 'GEOCODER_OFF' } });
    expect(await (await fetch(`${server.urlOf('enterprise')}/login`)).text()).toContain('"addressLookup":false');
  });
});
