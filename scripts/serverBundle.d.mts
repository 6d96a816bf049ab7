export interface ServerBundleOptions {
  /** The TypeScript entry, e.g. scripts/start.ts. */
  entry: string;
  /** Where the module and the list of its inputs are kept. */
  outDir: string;
  /** Files beyond the sources whose change means a new build (the lock file, the build script). */
  alsoChecked: string[];
}

/** The module to import, and whether it was built by this call. */
export function ensureServerBundle(options: ServerBundleOptions): Promise<{ file: string; built: boolean }>;
