import { Loader } from '@googlemaps/js-api-loader';

/** Google's Maps JavaScript API, loaded once per page with the key the app was built with. */
export async function loadGoogleMapsScript(apiKey: string): Promise<void> {
  // The classic load, not importLibrary: the map's markers and lines are the global google.maps classes.
  await new Loader({ id: 'google-maps-script', apiKey }).load();
}
