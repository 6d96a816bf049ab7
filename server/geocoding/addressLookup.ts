import type { AddressCandidate } from '../../resources/engine/location';
import type { GeocoderSettings } from '../config';

/** The service did not answer, or answered nothing a lookup can use. */
export class LookupUnavailable extends Error {}
/** More lookups are waiting for the service's rate than a person would wait behind. */
export class LookupBusy extends Error {}

export const MAX_CANDIDATES = 5;
const ANSWER_TIMEOUT_MS = 5_000;
const KEPT_ANSWERS = 5_000;
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
const MOST_WAITING = 20;

type Ask = (query: string, language: string) => Promise<AddressCandidate[]>;

const coordinate = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN);

/** Candidates with a name and a point on Earth, the first few; anything else is not a usable answer. */
function usable(candidates: { label: unknown; lat: unknown; lng: unknown }[]): AddressCandidate[] {
  return candidates
    .map(({ label, lat, lng }) => ({ label: String(label ?? ''), lat: coordinate(lat), lng: coordinate(lng) }))
    .filter(({ label, lat, lng }) => label && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
    .slice(0, MAX_CANDIDATES);
}

async function answerOf(url: URL, userAgent: string, fetchAnswer: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchAnswer(url, { headers: { 'user-agent': userAgent, accept: 'application/json' }, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  } catch (error) {
    throw new LookupUnavailable(`The address lookup did not answer (${(error as Error).message}).`);
  }
  if (!response.ok) throw new LookupUnavailable(`The address lookup answered ${response.status}.`);
  try {
    return await response.json();
  } catch {
    throw new LookupUnavailable('The address lookup answered something other than JSON.');
  }
}

/** The Nominatim search API (`/search?q=…&format=jsonv2`), which Photon and Pelias's compatible endpoint speak too. */
const nominatim = (settings: GeocoderSettings, userAgent: string, fetchAnswer: typeof fetch): Ask => async (query, language) => {
  const url = new URL(`${settings.url}/search`);
  url.search = new URLSearchParams({ q: query, format: 'jsonv2', limit: String(MAX_CANDIDATES), addressdetails: '0', 'accept-language': language }).toString();
  const answer = await answerOf(url, userAgent, fetchAnswer);
  if (!Array.isArray(answer)) throw new LookupUnavailable('The address lookup answered something other than a list of places.');
  return usable(answer.map((place: Record<string, unknown>) => ({ label: place.display_name, lat: place.lat, lng: place.lon })));
};

/** Google's Geocoding API: `?address=…&key=…`; a refused key or an exhausted quota is a service that cannot be used. */
const google = (settings: GeocoderSettings, userAgent: string, fetchAnswer: typeof fetch): Ask => async (query, language) => {
  const url = new URL(settings.url);
  url.search = new URLSearchParams({ address: query, key: settings.key ?? '', language }).toString();
  const answer = await answerOf(url, userAgent, fetchAnswer) as { status?: string; results?: { formatted_address?: string; geometry?: { location?: { lat?: number; lng?: number } } }[] };
  if (answer.status === 'ZERO_RESULTS') return [];
  if (answer.status !== 'OK' || !Array.isArray(answer.results)) throw new LookupUnavailable(`The address lookup answered ${answer.status ?? 'nothing usable'}.`);
  return usable(answer.results.map((result) => ({ label: result.formatted_address, lat: result.geometry?.location?.lat, lng: result.geometry?.location?.lng })));
};

/**
 * Looks addresses up on the configured service, on the server: answers kept a day (the same address
 * asked again costs nothing), the same address asked twice at once asked once, and requests spaced
 * to the service's rate (Nominatim's public service allows one a second). Errors are not kept.
 */
export class AddressLookup {
  private readonly ask: Ask;
  private readonly kept = new Map<string, { at: number; candidates: AddressCandidate[] }>();
  private readonly asking = new Map<string, Promise<AddressCandidate[]>>();
  private nextTurnAt = 0;
  private waiting = 0;
  /** Requests sent to the service, for the operations page and the tests. */
  sent = 0;

  constructor(private readonly settings: GeocoderSettings, userAgent: string, fetchAnswer: typeof fetch = fetch) {
    this.ask = (settings.kind === 'google' ? google : nominatim)(settings, userAgent, fetchAnswer);
  }

  async lookUp(query: string, language: string): Promise<AddressCandidate[]> {
    const key = `${language}|${query.trim().replace(/\s+/g, ' ').toLowerCase()}`;
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.at < KEPT_FOR_MS) return kept.candidates;
    let pending = this.asking.get(key);
    if (!pending) {
      pending = this.askInTurn(key, query.trim(), language).finally(() => this.asking.delete(key));
      this.asking.set(key, pending);
    }
    return pending;
  }

  private async askInTurn(key: string, query: string, language: string): Promise<AddressCandidate[]> {
    if (this.waiting >= MOST_WAITING) throw new LookupBusy('Too many address lookups at once.');
    this.waiting += 1;
    try {
      await this.turn();
      this.sent += 1;
      const candidates = await this.ask(query, language);
      this.keep(key, candidates);
      return candidates;
    } finally {
      this.waiting -= 1;
    }
  }

  /** Waits for this request's turn: no closer to the last one than the service's rate allows. */
  private async turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextTurnAt);
    this.nextTurnAt = at + 1000 / this.settings.ratePerSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  private keep(key: string, candidates: AddressCandidate[]): void {
    this.kept.set(key, { at: Date.now(), candidates });
    if (this.kept.size > KEPT_ANSWERS) this.kept.delete(this.kept.keys().next().value!);
  }
}

/** How the console names itself to the geocoding service (Nominatim's usage policy asks for it). */
export const geocoderUserAgent = (config: { productName: string; version: string }) => `${config.productName}/${config.version} (school transportation console)`;

const lookups = new WeakMap<GeocoderSettings, AddressLookup>();

/** The process's one lookup for these settings: every portal it serves shares its rate and its kept answers. */
export function addressLookupFor(settings: GeocoderSettings, userAgent: string): AddressLookup {
  let lookup = lookups.get(settings);
  if (!lookup) lookups.set(settings, lookup = new AddressLookup(settings, userAgent));
  return lookup;
}
