import { clampZoom, type Bounds, type LatLng, type Viewport } from './projection';

export type { Bounds, LatLng, Viewport };

export interface MapPath {
  id: string;
  points: LatLng[];
  color: string;
  width?: number;
  dashed?: boolean;
  label?: string;
}

export interface MapMarker {
  id: string;
  position: LatLng;
  /** Drawn on the marker: a round marker up to three characters, a wide label from four. */
  label?: string;
  color?: string;
  /** Shown on hover and read as the marker's name. */
  title?: string;
  /** A heading in degrees clockwise from north: the marker becomes an arrow pointing that way (vehicles). */
  rotation?: number;
  /** Drawn faded: a vehicle that stopped reporting, where it was last. */
  muted?: boolean;
  /** Needs attention (a vehicle off route, late): drawn over the others, and a fleet's counted circle holding it says so. */
  alert?: boolean;
  onClick?: () => void;
  /** The person may drag the marker (a pin on an address): called with where they dropped it. */
  onMove?: (position: LatLng) => void;
}

/** The props both maps take, the built-in vector map and Google Maps alike. */
export interface MapProps {
  /** Read by assistive technology: what the map shows. */
  ariaLabel: string;
  paths?: MapPath[];
  markers?: MapMarker[];
  /**
   * Many moving markers, a fleet: drawn by the map in bulk rather than as elements of their own, and
   * counted into circles where they crowd at low zoom. A page showing one lists them beside the map,
   * where the keyboard reaches each.
   */
  fleet?: MapMarker[];
  /** Pixels, or any CSS height; the width is the container's. */
  height?: number | string;
  /**
   * Fit the view to the paths and markers (`true`, the default), to given bounds, or not at all
   * (`false`): on first display and again whenever what is fitted changes, not when only its
   * objects are new.
   */
  fit?: boolean | Bounds;
  /** Controlled view: the map shows this and reports changes through onViewChange. */
  center?: LatLng;
  zoom?: number;
  /** Uncontrolled view: where the map starts. The zoom is also the one a single fitted point gets. */
  defaultCenter?: LatLng;
  defaultZoom?: number;
  onViewChange?: (view: Viewport) => void;
  /** The visible bounds, each time the view settles: after a fit, a zoom, a drag, a resize. */
  onBoundsChange?: (bounds: Bounds) => void;
  /** The person moved the view themselves (a drag, the wheel, the keys, a button), not the page. */
  onUserMove?: () => void;
  /** A click on the map picks the point under it (a pin placed on an address); street maps only. */
  onPick?: (position: LatLng) => void;
  /** The light grid behind the paths (vector map only). */
  showGrid?: boolean;
  showScale?: boolean;
}

export const DEFAULT_MAP_HEIGHT = 320;
/** The ground under the paths and markers where no street map shows: light in either theme. */
export const GROUND_COLOR = '#eef2f0';
/** Stable empty lists, so that a map without paths or markers does not redraw its layers. */
export const NO_PATHS: MapPath[] = [];
export const NO_MARKERS: MapMarker[] = [];
/** Where a map with neither a view nor anything to fit starts: the contiguous United States. */
export const DEFAULT_VIEWPORT: Viewport = { center: { lat: 39.5, lng: -98.35 }, zoom: 4 };
/** Space kept free around what a fit shows. */
export const FIT_PADDING = 32;
/** The zoom a single fitted point gets when the map was given none: a few streets around it. */
export const POINT_ZOOM = 15;

/** The zoom for fitted bounds without extent (one point): the map's own zoom if it has one. */
export const pointZoomOf = ({ zoom, defaultZoom }: Pick<MapProps, 'zoom' | 'defaultZoom'>) => zoom ?? defaultZoom ?? POINT_ZOOM;

/** Where the map starts: its default view, else its controlled one, else DEFAULT_VIEWPORT. */
export const startViewport = ({ center, zoom, defaultCenter, defaultZoom }: Pick<MapProps, 'center' | 'zoom' | 'defaultCenter' | 'defaultZoom'>): Viewport => ({
  center: defaultCenter ?? center ?? DEFAULT_VIEWPORT.center,
  zoom: clampZoom(defaultZoom ?? zoom ?? DEFAULT_VIEWPORT.zoom),
});
