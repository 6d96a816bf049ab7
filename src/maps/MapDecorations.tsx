import Box, { type BoxProps } from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useId, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { mapScale } from './mapScale';
import { DEFAULT_MAP_HEIGHT, GROUND_COLOR, type MapProps } from './mapTypes';
import { metersPerPixel, type Point } from './projection';

const GRID_COLOR = '#d9e1dd';

/** The frame every map is drawn in, whichever draws it. */
const MAP_FRAME = { position: 'relative', overflow: 'hidden', bgcolor: GROUND_COLOR, border: 1, borderColor: 'divider', borderRadius: 1 } as const;

type MapRegionProps = Omit<BoxProps, 'height'> & { ariaLabel: string; height: MapProps['height']; ref?: Ref<HTMLDivElement> };

/** The region a map is drawn in, whichever draws it: framed alike, named and described as a map. */
export function MapRegion({ ariaLabel, height, sx, ...rest }: MapRegionProps) {
  const translate = useTranslate();
  // data-map: printed at its own height (src/shell/layout/print.css).
  return <Box role="region" aria-label={ariaLabel} aria-roledescription={translate('maps.map')} data-map="" {...rest} sx={{ ...MAP_FRAME, height, ...sx }} />;
}
const SCALE_MAX_WIDTH_PX = 100;

const modulo = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

/**
 * A light grid fixed to the ground, so that a drag visibly moves the map where there are no paths.
 * Its cells are half a tile of the zoom level (128 to 256 pixels).
 */
export function MapGrid({ zoom, origin }: { zoom: number; origin: Point }) {
  const id = `map-grid-${useId().replace(/[^\w-]/g, '')}`;
  const cell = 128 * 2 ** (zoom - Math.floor(zoom));
  return (
    <>
      <defs>
        <pattern id={id} width={cell} height={cell} x={-modulo(origin.x, cell)} y={-modulo(origin.y, cell)} patternUnits="userSpaceOnUse">
          <path d={`M ${cell} 0 L 0 0 0 ${cell}`} fill="none" stroke={GRID_COLOR} strokeWidth={1} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </>
  );
}

/** The map's ground is light in either theme, so its scale keeps dark ink rather than the theme's text colour. */
const SCALE_INK = '#4a5466';

/** The ground distance of a round length of screen, bottom left. */
export function ScaleBar({ lat, zoom }: { lat: number; zoom: number }) {
  const scale = mapScale(metersPerPixel(lat, zoom), SCALE_MAX_WIDTH_PX);
  return (
    <Box
      data-testid="map-scale"
      sx={{ position: 'absolute', left: 8, bottom: 8, px: 0.75, py: 0.25, bgcolor: 'rgba(255,255,255,0.8)', borderRadius: 0.5, fontSize: 11, color: SCALE_INK, pointerEvents: 'none' }}
    >
      {scale.label}
      <Box sx={{ width: scale.widthPx, height: 4, border: 1.5, borderTop: 0, borderColor: SCALE_INK }} />
    </Box>
  );
}

/** The map's place while Google's script or chunk loads. */
export const MapLoading = ({ height = DEFAULT_MAP_HEIGHT }: Pick<MapProps, 'height'>) => <Skeleton variant="rounded" height={height} />;
