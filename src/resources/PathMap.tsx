import polyline from '@mapbox/polyline';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { POLYLINE_PRECISION } from '../../resources/engine/fields';
import { MapView } from '../maps/MapView';

const PATH_COLOR = '#1565c0';

/** A stored path drawn on a map, never its encoded text: a run's route on its page. */
export default function PathMap(props: FieldProps & { source: string }) {
  const value = useFieldValue(props);
  const translate = useTranslate();
  if (typeof value !== 'string' || !value) return null;
  const points = polyline.decode(value, POLYLINE_PRECISION).map(([lat, lng]) => ({ lat, lng }));
  return <MapView ariaLabel={translate('maps.pathOnMap')} height={320} paths={[{ id: 'path', points, color: PATH_COLOR, width: 4 }]} />;
}
