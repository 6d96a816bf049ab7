import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place as the stub knows it: a name and a point. */
export interface StubPlace {
  name: string;
  lat: number;
  lng: number;
}

export interface StubRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
  at: number;
}

export interface GeocoderStub {
  /** Nominatim's base (`/search` follows), as GEOCODER_URL takes it. */
  url: string;
  /** Google's Geocoding API address, as GEOCODER_URL takes it with GEOCODER=google. */
  googleUrl: string;
  /** The key the Google endpoint accepts. */
  googleKey: string;
  requests: StubRequest[];
  /** While down, every request answers 503, as a service that is overloaded or being restarted. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

const matches = (places: readonly StubPlace[], query: string) => {
  const words = query.toLowerCase().split(/[\s,]+/).filter(Boolean);
  return places.filter((place) => words.every((word) => place.name.toLowerCase().includes(word)));
};

/** A Nominatim `jsonv2` search result, with the fields the real service sends (coordinates as text). */
const nominatimPlace = (place: StubPlace, index: number) => ({
  place_id: 1000 + index, licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright', osm_type: 'way', osm_id: 5000 + index,
  lat: place.lat.toFixed(7), lon: place.lng.toFixed(7), category: 'building', type: 'house', place_rank: 30, importance: 0.1,
  addresstype: 'building', name: '', display_name: place.name,
  boundingbox: [(place.lat - 0.0001).toFixed(7), (place.lat + 0.0001).toFixed(7), (place.lng - 0.0001).toFixed(7), (place.lng + 0.0001).toFixed(7)],
});

const googleResult = (place: StubPlace, index: number) => ({
  formatted_address: place.name, place_id: `stub-${index}`, types: ['street_address'],
  geometry: { location: { lat: place.lat, lng: place.lng }, location_type: 'ROOFTOP' },
});

/**
 * A geocoding service on loopback that speaks the Nominatim search API (`GET /search?q=…&format=jsonv2`)
 * and Google's Geocoding API (`GET /google/geocode/json?address=…&key=…`) over a fixed list of
 * places: an address matches the places whose names hold all of its words.
 */
export async function startGeocoderStub(places: readonly StubPlace[]): Promise<GeocoderStub> {
  const requests: StubRequest[] = [];
  let down = false;
  const googleKey = 'stub-geocoding-key';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push({ path: url.pathname, query: url.searchParams, userAgent: request.headers['user-agent'], at: Date.now() });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (down) return answer(503, { error: 'Service unavailable' });
    if (url.pathname === '/search') {
      if (url.searchParams.get('format') !== 'jsonv2') return answer(400, { error: 'format must be jsonv2 for this stub' });
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return answer(200, matches(places, url.searchParams.get('q') ?? '').slice(0, limit).map(nominatimPlace));
    }
    if (url.pathname === '/google/geocode/json') {
      if (url.searchParams.get('key') !== googleKey) return answer(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
      const found = matches(places, url.searchParams.get('address') ?? '');
      return answer(200, { status: found.length ? 'OK' : 'ZERO_RESULTS', results: found.map(googleResult) });
    }
    return answer(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    googleUrl: `http://127.0.0.1:${port}/google/geocode/json`,
    googleKey,
    requests,
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
