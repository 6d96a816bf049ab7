import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DecodedPolyline, PolylinePrecision } from './decodePolyline';

interface PolylineStatusProps {
  decoded: DecodedPolyline;
  precision: PolylinePrecision;
  /** How many point markers are drawn out of all, while markers are shown. */
  markers: { shown: number; total: number } | null;
}

/** What the decoder made of the input: "Invalid polyline" (spec 8), or how many points there are. */
export function PolylineStatus({ decoded, precision, markers }: PolylineStatusProps) {
  const translate = useTranslate();
  if (decoded.status === 'invalid') {
    return <Alert severity="error" sx={{ py: 0 }}>{translate('maps.polylineViewer.invalid')}</Alert>;
  }
  if (decoded.status === 'empty') return null;
  const counts = [translate('maps.polylineViewer.points', { smart_count: decoded.points.length, precision })];
  if (markers) counts.push(translate('maps.polylineViewer.markersShown', markers));
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {counts.join(' · ')}
    </Typography>
  );
}
