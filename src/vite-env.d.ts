/// <reference types="vite/client" />

/** The build-time settings the web app reads (docs/operating.md, "Configuration"): only VITE_ variables reach it. */
interface ImportMetaEnv {
  /** `true` serves the API from MSW in the browser. */
  readonly VITE_MOCK_API?: string;
  /** Google Maps instead of the built-in vector map. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
