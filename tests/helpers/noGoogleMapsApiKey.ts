/**
 * What the tests read for src/maps/googleMapsApiKey.ts (jest.config.js maps it here): that module
 * reads `import.meta`, which exists only in the build. No key: the console's own map. A test that
 * wants Google's map mocks the module with a key.
 */
export const googleMapsApiKey: string | undefined = undefined;
