/**
 * The Google Maps key the web app was built with (VITE_GOOGLE_MAPS_API_KEY), if any. Kept alone in
 * its module because `import.meta` exists only in the build: the tests read a stand-in instead
 * (jest.config.js), and those that want Google's map mock it with a key.
 */
export const googleMapsApiKey: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;
