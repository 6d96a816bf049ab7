import polyline from '@mapbox/polyline';
import { useFieldValue, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { POLYLINE_PRECISION } from '../../resources/engine/fields';
import { MapView } from '../maps/MapView';

const PATH_COLOR = '#1565c0';

const STOP_COLOR = '#c62828';

/** A stop of the record the path belongs to (a run's), where it has them. */
interface PlacedStop {
  sequence: number;
  address: string;
  lat: number;
  lng: number;
}

/** A stored path drawn on a map, never its encoded text: a run's route on its page, with its numbered stops. */
export default function PathMap(props: FieldProps & { source: string }) {
  const value = useFieldValue(props);
  const record = useRecordContext();
  const translate = useTranslate();
  if (typeof value !== 'string' || !value) return null;
  const points = polyline.decode(value, POLYLINE_PRECISION).map(([lat, lng]) => ({ lat, lng }));
  const stops = Array.isArray(record?.stops) ? (record.stops as PlacedStop[]) : [];
  const markers = stops.map((stop) => ({ id: `stop-${stop.sequence}`, position: { lat: stop.lat, lng: stop.lng }, label: String(stop.sequence), color: STOP_COLOR, title: `${stop.sequence} · ${stop.address}` }));
  return <MapView ariaLabel={translate('maps.pathOnMap')} height={320} paths={[{ id: 'path', points, color: PATH_COLOR, width: 4 }]} markers={markers} />;
}
