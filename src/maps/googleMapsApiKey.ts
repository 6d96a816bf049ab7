/**
 * The Google Maps key the web app was built with (VITE_GOOGLE_MAPS_API_KEY), if any. Kept alone in
 * its module because `import.meta` exists only in the build: tests that render a map replace this
 * module (`jest.mock`) instead of reading it.
 */
export const googleMapsApiKey: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;
