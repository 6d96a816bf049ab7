import path from 'node:path';

/** What the bundler tells of a module while it splits the build into chunks. */
interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

const LIBRARY = /node_modules[\\/]/;
/** The parts of react-admin the console's frame does without: lists, forms, fields, inputs, record pages. */
const SCREEN_LIBRARIES = /node_modules[\\/]ra-ui-materialui[\\/]dist[\\/](input|form|list|field|detail)[\\/]/;
/** Libraries only some screens use, left to those screens: the maps (a self-hosted basemap's reader too), and the live socket's client. */
const FEW_SCREENS_LIBRARIES = /node_modules[\\/](@react-google-maps|@googlemaps|@mapbox|maplibre-gl|pmtiles|fflate|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/;

/** What the sign-in pages may load: all the entry reaches, at once or on demand, without going through the console. */
function signInSide(ctx: ChunkingContext, entry: string, console: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const id = queue.pop()!;
    if (reached.has(id) || id === console) continue;
    reached.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return reached;
}


/**
 * The console's libraries in two chunks instead of the hundred or so the bundler would cut them into,
 * one per set of screens sharing some of them: a browser on a small machine spends far longer on a
 * hundred requests than on a few larger files (the rides list went from 119 files to 36).
 * - `console-libraries`: react-admin's core and frame, MUI, react-query, the router…, which the
 *   console's frame needs at once;
 * - `screen-libraries`: react-admin's lists, forms, fields and inputs, fetched with the first screen
 *   that shows one.
 * The sign-in pages' modules stay where they are (the login route's budget), and so do the maps'
 * and the live socket's libraries and our own code: every section is still a chunk of its own.
 */
export function consoleChunks(projectRoot: string): (moduleId: string, ctx: ChunkingContext) => string | null {
  const entry = path.join(projectRoot, 'src', 'main.tsx');
  const console = path.join(projectRoot, 'src', 'App.tsx');
  // Worked out once per chunking pass, whose module records the bundler keeps for the pass.
  const signInSides = new WeakMap<ModuleInfo, Set<string>>();
  return (moduleId, ctx) => {
    if (!LIBRARY.test(moduleId) || FEW_SCREENS_LIBRARIES.test(moduleId)) return null;
    const entryInfo = ctx.getModuleInfo(entry);
    if (!entryInfo) return null;
    const signIn = signInSides.get(entryInfo) ?? signInSides.set(entryInfo, signInSide(ctx, entry, console)).get(entryInfo)!;
    if (signIn.has(moduleId)) return null;
    return SCREEN_LIBRARIES.test(moduleId) ? 'screen-libraries' : 'console-libraries';
  };
}
