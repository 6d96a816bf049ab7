import type { StyleSpecification } from 'maplibre-gl';
import { appConfig } from '../appConfig';
import { telemetry } from '../providers/telemetry/telemetry';
import { GROUND_COLOR } from './mapTypes';

/** The console's own style: plain ground, on which its paths, stops and labelled markers still draw. */
export const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'ground', type: 'background', paint: { 'background-color': GROUND_COLOR } }],
};

/** A style that has not answered by then is taken as unreachable: the map draws without streets. */
const STYLE_TIMEOUT_MS = 8_000;

export interface Basemap {
  /** A style's address (MapLibre resolves its relative sources against it) or the plain style. */
  style: string | StyleSpecification;
  streets: boolean;
}

let checking: Promise<Basemap> | undefined;

/**
 * The street map every MapLibre map draws on (MAP_STYLE_URL, docs/operating.md "Maps"), checked once
 * per page: a style that cannot be reached (offline, blocked) is reported, and the maps draw on the
 * plain style with a notice instead of a blank or broken map.
 */
export function loadBasemap(): Promise<Basemap> {
  checking ??= reachableBasemap(appConfig().mapStyleUrl);
  return checking;
}

async function reachableBasemap(styleUrl: string | null): Promise<Basemap> {
  if (!styleUrl) return { style: PLAIN_STYLE, streets: false };
  try {
    const response = await fetch(styleUrl, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { style: styleUrl, streets: true };
  } catch (error) {
    telemetry().reportError('script', { message: `The street map did not load: ${error instanceof Error ? error.message : String(error)}`, url: styleUrl });
    return { style: PLAIN_STYLE, streets: false };
  }
}
