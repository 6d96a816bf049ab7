import type { MapMarker } from '../../maps/mapTypes';
import { ATTENTION_COLORS, type VehicleRow } from './liveVehicleRows';
import { colorOfStatus } from './rideStatusColors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The live map's vehicles as its fleet markers: labelled with the bus number, turned to its heading,
 * coloured by its issue or else its ride's status, faded when silent; one with a ride opens it.
 */
export function vehicleMarkers(rows: VehicleRow[], translate: Translate, openRide: (rideId: number) => void): MapMarker[] {
  return rows.map(({ vehicle, attention, stale }) => {
    const status = vehicle.rideStatus ? translate(`choices.${vehicle.rideStatus}`, { _: vehicle.rideStatus }) : translate('live.map.noRide');
    const { rideId } = vehicle;
    return {
      id: `vehicle-${vehicle.vehicleId}`,
      position: { lat: vehicle.lat, lng: vehicle.lng },
      rotation: vehicle.heading ?? 0,
      label: vehicle.vehicleNumber,
      color: attention ? ATTENTION_COLORS[attention] : colorOfStatus(vehicle.rideStatus),
      alert: attention !== null,
      muted: stale,
      title: vehicle.rideDisplayId
        ? translate('live.map.vehicleRideTitle', { vehicle: vehicle.vehicleNumber, ride: vehicle.rideDisplayId, status })
        : translate('live.map.vehicleTitle', { vehicle: vehicle.vehicleNumber, status }),
      onClick: rideId === null ? undefined : () => openRide(rideId),
    };
  });
}
