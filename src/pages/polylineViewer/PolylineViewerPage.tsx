import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MapView } from '../../maps/MapView';
import type { MapPath } from '../../maps/mapTypes';
import type { Bounds, LatLng } from '../../maps/projection';
import { SectionHeading } from '../sections/SectionHeading';
import { CHOSEN_PRECISION, decodePolyline, DEFAULT_PRECISION } from './decodePolyline';
import { markersInside, pointMarkers } from './pointMarkers';
import { PolylineStatus } from './PolylineStatus';
import { ViewerOptions, type ViewerChoices } from './ViewerOptions';

/**
 * Spec 9: the viewer's zoom. The map opens at it, and a polyline of one point (which has no extent
 * to fit) is shown at it; any longer polyline is fitted to its bounds (spec 2.9).
 */
export const VIEWER_ZOOM = 14;
const PATH_COLOR = '#1f4e9c';
const NO_POINTS: LatLng[] = [];

/**
 * The polyline viewer (spec 2.9): paste an encoded polyline and see it on the map, redrawn at every
 * keystroke and every checkbox (spec 4.10).
 */
export default function PolylineViewerPage() {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [choices, setChoices] = useState<ViewerChoices>({ showMarkers: false, unescape: false, precision5: false });
  const [visible, setVisible] = useState<Bounds | null>(null);
  const precision = choices.precision5 ? CHOSEN_PRECISION : DEFAULT_PRECISION;

  const decoded = useMemo(() => decodePolyline(input, { unescape: choices.unescape, precision }), [input, choices.unescape, precision]);
  const points = decoded.status === 'decoded' ? decoded.points : NO_POINTS;
  const paths = useMemo<MapPath[]>(() => (points.length ? [{ id: 'polyline', points, color: PATH_COLOR, width: 4 }] : []), [points]);
  const allMarkers = useMemo(
    () => (choices.showMarkers
      ? pointMarkers(points, (number, { lat, lng }) => translate('maps.polylineViewer.pointTitle', { number, lat: lat.toFixed(precision), lng: lng.toFixed(precision) }))
      : []),
    [choices.showMarkers, points, precision, translate],
  );
  const markers = useMemo(() => markersInside(allMarkers, visible), [allMarkers, visible]);

  return (
    <>
      <SectionHeading>{translate('maps.polylineViewer.title')}</SectionHeading>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pb: '12px !important' }}>
          <TextField
            label={translate('maps.polylineViewer.polyline')}
            placeholder={translate('maps.polylineViewer.placeholder')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', sx: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } } }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
            <ViewerOptions choices={choices} onChange={setChoices} />
            <PolylineStatus decoded={decoded} precision={precision} markers={choices.showMarkers ? { shown: markers.length, total: allMarkers.length } : null} />
          </Box>
        </CardContent>
        <Box sx={{ position: 'relative', px: 2, pb: 2 }}>
          <MapView
            ariaLabel={translate('maps.polylineViewer.mapLabel')}
            paths={paths}
            markers={markers}
            height="max(420px, calc(100vh - 330px))"
            fit={decoded.status === 'decoded' ? decoded.bounds : false}
            defaultZoom={VIEWER_ZOOM}
            onBoundsChange={setVisible}
          />
          {decoded.status === 'empty' && (
            <Typography color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
              {translate('maps.polylineViewer.empty')}
            </Typography>
          )}
        </Box>
      </Card>
    </>
  );
}
