import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { boundsOf, projector, type LatLng } from './projection';

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
  label?: string;
  color?: string;
  title?: string;
}

export interface VectorMapProps {
  paths?: MapPath[];
  markers?: MapMarker[];
  height?: number;
  /** Read by assistive technology: what the map shows. */
  ariaLabel: string;
}

const WIDTH = 800;
const PADDING = 24;
const MARKER_RADIUS = 9;

/**
 * The built-in map: paths and numbered markers drawn as vectors, fitted to their bounds, with no
 * tiles to download, so that maps work offline and in tests.
 */
export function VectorMap({ paths = [], markers = [], height = 320, ariaLabel }: VectorMapProps) {
  const project = useMemo(() => {
    const bounds = boundsOf([...paths.flatMap((path) => path.points), ...markers.map((marker) => marker.position)]);
    return bounds ? projector(bounds, { width: WIDTH, height, padding: PADDING }) : null;
  }, [paths, markers, height]);

  return (
    <Box
      component="svg"
      role="img"
      aria-label={ariaLabel}
      viewBox={`0 0 ${WIDTH} ${height}`}
      sx={{ width: '100%', height, display: 'block', bgcolor: '#eef2f0', borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      {project && paths.map((path) => (
        <polyline
          key={path.id}
          data-path={path.id}
          points={path.points.map((point) => project(point).join(',')).join(' ')}
          fill="none"
          stroke={path.color}
          strokeWidth={path.width ?? 4}
          strokeDasharray={path.dashed ? '8 6' : undefined}
          strokeLinejoin="round"
          strokeLinecap="round"
        >
          {path.label && <title>{path.label}</title>}
        </polyline>
      ))}
      {project && markers.map((marker) => {
        const [x, y] = project(marker.position);
        return (
          <g key={marker.id} data-marker={marker.id} transform={`translate(${x},${y})`}>
            {marker.title && <title>{marker.title}</title>}
            <circle r={MARKER_RADIUS} fill={marker.color ?? '#1565c0'} stroke="#fff" strokeWidth={2} />
            {marker.label && <text textAnchor="middle" dy="0.35em" fontSize={marker.label.length > 2 ? 8 : 10} fill="#fff" fontFamily="sans-serif">{marker.label}</text>}
          </g>
        );
      })}
    </Box>
  );
}
