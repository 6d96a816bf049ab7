import { telemetry } from '../providers/telemetry/telemetry';
import { lazyWithReport } from '../shell/global/lazyWithReport';
import { googleMapsApiKey } from './googleMapsApiKey';

type MapsScriptState = 'ready' | 'failed';

let state: MapsScriptState | undefined;
let initialising: Promise<void> | undefined;

/**
 * MapLibre and the console's map on it: a chunk of their own, fetched by the first map's route. Once
 * initialiseMapsScript has fetched it, a map renders in the pass that first shows it, with no
 * fallback between (React holds what replaces a shown fallback back for up to 300 ms).
 */
export const MapLibreMap = lazyWithReport(() => import('./MapLibreMap'));

/**
 * Spec 2.2: "Some routes initialise a maps/auth provider script before they open". The routes that
 * show a map (`maps` in sectionRoutes.ts) open once this has settled, so that their map draws at
 * once; a map shown elsewhere starts it itself. With a Google key it is Google's script, which, when
 * it cannot load (offline, a refused key), is reported, and the console's own map takes its place;
 * otherwise MapLibre's code, while the street map is checked beside it (not waited for: an
 * unreachable one takes a while to tell).
 */
export function initialiseMapsScript(): Promise<void> {
  if (state !== undefined || typeof window === 'undefined') return Promise.resolve();
  initialising ??= googleMapsApiKey ? loadGoogle(googleMapsApiKey) : loadMapLibre();
  return initialising;
}

function loadGoogle(apiKey: string): Promise<void> {
  return import('./googleMapsScript').then(({ loadGoogleMapsScript }) => loadGoogleMapsScript(apiKey)).then(
    () => void (state = 'ready'),
    (error: unknown) => {
      state = 'failed';
      telemetry().reportError('script', { message: `Google Maps did not load: ${error instanceof Error ? error.message : String(error)}`, url: 'https://maps.googleapis.com/maps/api/js' });
    },
  );
}

function loadMapLibre(): Promise<void> {
  void import('./basemap').then(({ loadBasemap }) => loadBasemap());
  // A chunk that fails is reported and handled where the map is drawn (lazyWithReport).
  return MapLibreMap.preload().then((here) => void (state = here ? 'ready' : 'failed'));
}

/** Whether a map may draw now; on the server, where no script runs, always. */
export const mapsScriptSettled = (): boolean => state !== undefined || typeof window === 'undefined';

/** Whether Google's map is the one to draw (a key, and its script loaded). */
export const googleMapsReady = (): boolean => state === 'ready' && googleMapsApiKey !== undefined;
