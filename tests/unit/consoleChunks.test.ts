import path from 'node:path';
import { consoleChunks, type ChunkingContext } from '../../scripts/consoleChunks';

const ROOT = path.join(path.sep, 'project');
const at = (...parts: string[]) => path.join(ROOT, ...parts);
const library = (name: string) => at('node_modules', ...name.split('/'));

const ENTRY = at('src', 'main.tsx');
const LOGIN = at('src', 'pages', 'login', 'PublicPage.tsx');
const APP = at('src', 'App.tsx');
const SECTION = at('src', 'resources', 'ResourceSection.tsx');
const MAP = at('src', 'maps', 'GoogleMapView.tsx');
const REACT = library('react/index.js');
const RA_CORE = library('ra-core/dist/index.js');
const RA_LAYOUT = library('ra-ui-materialui/dist/layout/Layout.js');
const RA_LIST = library('ra-ui-materialui/dist/list/List.js');
const RA_INPUT = library('ra-ui-materialui/dist/input/TextInput.js');
const MUI_BUTTON = library('@mui/material/Button/Button.js');
const MAPS = library('@react-google-maps/api/dist/esm.js');
/** A self-hosted basemap's reader and its decompressor, which only the maps load. */
const BASEMAP_READERS = [library('maplibre-gl/dist/maplibre-gl.mjs'), library('pmtiles/dist/esm/index.js'), library('fflate/esm/browser.js')];

/** A small build: the entry loads the sign-in page or the console on demand, the console loads a section and a map. */
const GRAPH: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [ENTRY]: { importedIds: [REACT], dynamicallyImportedIds: [LOGIN, APP] },
  [LOGIN]: { importedIds: [REACT], dynamicallyImportedIds: [] },
  [APP]: { importedIds: [REACT, RA_CORE, RA_LAYOUT, MUI_BUTTON], dynamicallyImportedIds: [SECTION, MAP] },
  [SECTION]: { importedIds: [RA_LIST, RA_INPUT], dynamicallyImportedIds: [] },
  [MAP]: { importedIds: [MAPS], dynamicallyImportedIds: [] },
  [REACT]: { importedIds: [], dynamicallyImportedIds: [] },
  [RA_CORE]: { importedIds: [REACT], dynamicallyImportedIds: [] },
  [RA_LAYOUT]: { importedIds: [REACT, MUI_BUTTON], dynamicallyImportedIds: [] },
  [RA_LIST]: { importedIds: [RA_CORE], dynamicallyImportedIds: [] },
  [RA_INPUT]: { importedIds: [RA_CORE], dynamicallyImportedIds: [] },
  [MUI_BUTTON]: { importedIds: [REACT], dynamicallyImportedIds: [] },
  [MAPS]: { importedIds: [REACT], dynamicallyImportedIds: [] },
};

const context: ChunkingContext = { getModuleInfo: (id) => GRAPH[id] ?? null };

describe('the console chunks of the build', () => {
  const chunkOf = consoleChunks(ROOT);

  it("puts the console's frame libraries in one chunk and react-admin's screen parts in another", () => {
    expect([RA_CORE, RA_LAYOUT, MUI_BUTTON].map((id) => chunkOf(id, context))).toEqual(['console-libraries', 'console-libraries', 'console-libraries']);
    expect([RA_LIST, RA_INPUT].map((id) => chunkOf(id, context))).toEqual(['screen-libraries', 'screen-libraries']);
  });

  it('leaves what the sign-in pages load where it is, so that logging in never fetches the console', () => {
    expect(chunkOf(REACT, context)).toBeNull();
  });

  it("leaves our own modules and the maps' libraries to the screens that import them", () => {
    expect([APP, SECTION, MAP, LOGIN, MAPS].map((id) => chunkOf(id, context))).toEqual([null, null, null, null, null]);
    expect(BASEMAP_READERS.map((id) => chunkOf(id, context))).toEqual([null, null, null]);
  });

  it('groups nothing in a build without the entry', () => {
    expect(chunkOf(RA_CORE, { getModuleInfo: () => null })).toBeNull();
  });
});
