import { telemetry } from '../providers/telemetry/telemetry';
import { googleMapsApiKey } from './googleMapsApiKey';

type MapsScriptState = 'ready' | 'failed';

// Without a Google Maps key the console's own map needs no script: ready from the start.
let state: MapsScriptState | undefined = googleMapsApiKey ? undefined : 'ready';
let initialising: Promise<void> | undefined;

/**
 * Spec 2.2: "Some routes initialise a maps/auth provider script before they open". The routes that
 * show a map (`maps` in sectionRoutes.ts) open once this has settled, so that their map draws at
 * once; a map shown elsewhere starts it itself. A script that cannot load (offline, a refused key)
 * is reported, and the console's own map takes its place.
 */
export function initialiseMapsScript(): Promise<void> {
  if (state !== undefined || !googleMapsApiKey || typeof window === 'undefined') return Promise.resolve();
  const apiKey = googleMapsApiKey;
  initialising ??= import('./googleMapsScript').then(({ loadGoogleMapsScript }) => loadGoogleMapsScript(apiKey)).then(
    () => void (state = 'ready'),
    (error: unknown) => {
      state = 'failed';
      telemetry().reportError('script', { message: `Google Maps did not load: ${error instanceof Error ? error.message : String(error)}`, url: 'https://maps.googleapis.com/maps/api/js' });
    },
  );
  return initialising;
}

/** Whether a map may draw now; on the server, where no script runs, always. */
export const mapsScriptSettled = (): boolean => state !== undefined || typeof window === 'undefined';

/** Whether Google's map is the one to draw (a key, and its script loaded). */
export const googleMapsReady = (): boolean => state === 'ready' && googleMapsApiKey !== undefined;
