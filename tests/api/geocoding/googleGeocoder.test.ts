import { AddressLookup, LookupUnavailable } from '../../../server/geocoding/addressLookup';
import { loadConfig } from '../../../server/config';
import { startGeocoderStub, type GeocoderStub } from '../../helpers/geocoderStub';

const PLACE = { name: '915 I Street, Sacramento, CA 95814, USA', lat: 38.5816, lng: -121.4944 };

/** GEOCODER=google: Google's Geocoding API, asked with the server's key (a stub on loopback answers as Google does). */
describe("Google's Geocoding API as the geocoder", () => {
  let stub: GeocoderStub;
  beforeAll(async () => {
    stub = await startGeocoderStub([PLACE]);
  });
  afterAll(() => stub?.close());
  const lookupWith = (key: string) => new AddressLookup(loadConfig({ GEOCODER: 'google', GEOCODER_URL: stub.googleUrl, GEOCODER_KEY: key }).geocoder!, 'Transitline/test');

  it('answers the places found, asking with the key and the reader’s language', async () => {
    expect(await lookupWith(stub.googleKey).lookUp('915 I Street', 'es')).toEqual([{ label: PLACE.name, lat: PLACE.lat, lng: PLACE.lng }]);
    expect(Object.fromEntries(stub.requests.at(-1)!.query)).toEqual({ address: '915 I Street', key: stub.googleKey, language: 'es' });
  });

  it('answers no places for an address Google does not know, and a refused key as a service that cannot be used', async () => {
    expect(await lookupWith(stub.googleKey).lookUp('Nowhere Lane', 'en')).toEqual([]);
    await expect(lookupWith('wrong-key').lookUp('915 I Street', 'en')).rejects.toBeInstanceOf(LookupUnavailable);
  });

  it('is not set up without a key', () => {
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow('GEOCODER=google needs GEOCODER_KEY (a Geocoding API key).');
    expect(() => loadConfig({ GEOCODER: 'bing' })).toThrow('GEOCODER must be one of nominatim, google, none (got "bing").');
    expect(loadConfig({}).geocoder).toBeUndefined();
  });
});
