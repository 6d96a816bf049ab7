import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIVE_MINUTES } from '../../../resources/dashboard/figures';
import { MapView } from '../../maps/MapView';
import type { Bounds, MapMarker } from '../../maps/mapTypes';
import { boundsOf } from '../../maps/projection';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { drawerHref } from '../../shell/drawer/drawerUrl';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { LiveIndicator } from './LiveIndicator';
import { colorOfStatus, RIDE_STATUS_COLORS } from './rideStatusColors';
import { RouteIssuesPanel } from './RouteIssuesPanel';
import { useLiveVehicles } from './useLiveVehicles';

const MAP_HEIGHT = 'calc(100vh - 220px)';

/**
 * The live map (the dispatch control center): the tenant's vehicles where they are now, coloured by
 * their ride's status and turned the way they drive, with the open route issues beside them. A
 * vehicle or an issue opens its ride in the drawer, over the map.
 */
export default function LiveMapPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const ability = useConsoleAbility();
  const { vehicles, error } = useLiveVehicles();
  const title = translate(titleKey);
  const openRide = (rideId: number) => navigate(drawerHref(location, `/rides/${rideId}/show`, { backText: title }));

  // The view is fitted to the fleet once; after that the dispatcher's pan and zoom are left alone.
  const [fitted, setFitted] = useState<Bounds | null>(null);
  const fleetBounds = useMemo(() => (vehicles.length ? boundsOf(vehicles.map(({ lat, lng }) => ({ lat, lng }))) : null), [vehicles]);
  if (!fitted && fleetBounds) setFitted(fleetBounds);

  const markers: MapMarker[] = vehicles.map((vehicle) => {
    const status = vehicle.rideStatus ? translate(`choices.${vehicle.rideStatus}`, { _: vehicle.rideStatus }) : translate('live.map.noRide');
    return {
      id: `vehicle-${vehicle.vehicleId}`,
      position: vehicle,
      rotation: vehicle.heading ?? 0,
      color: colorOfStatus(vehicle.rideStatus),
      title: vehicle.rideDisplayId
        ? translate('live.map.vehicleRideTitle', { vehicle: vehicle.vehicleNumber, ride: vehicle.rideDisplayId, status })
        : translate('live.map.vehicleTitle', { vehicle: vehicle.vehicleNumber, status }),
      onClick: vehicle.rideId ? () => openRide(vehicle.rideId!) : undefined,
    };
  });

  return (
    <>
      <SectionHeading>{title}</SectionHeading>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <LiveIndicator />
        <Typography variant="body2" aria-live="polite">{translate('live.map.vehicles', { smart_count: vehicles.length })}</Typography>
        <Box component="ul" aria-label={translate('live.map.legend')} sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none', ml: 'auto' }}>
          {Object.entries(RIDE_STATUS_COLORS).map(([status, color]) => (
            <li key={status}><Chip size="small" label={translate(`choices.${status}`)} sx={{ bgcolor: color, color: 'common.white' }} /></li>
          ))}
        </Box>
      </Box>
      {error && <Typography color="error">{translate('common.somethingWentWrong')}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: ability.can('view', 'rides') ? '1fr 360px' : '1fr' }, gap: 2 }}>
        <Box>
          <MapView ariaLabel={translate('live.map.label')} markers={markers} fit={fitted ?? false} height={MAP_HEIGHT} showScale />
          {!vehicles.length && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('live.map.noVehicles', { minutes: LIVE_MINUTES })}</Typography>}
        </Box>
        {ability.can('view', 'rides') && <Box sx={{ height: { lg: MAP_HEIGHT } }}><RouteIssuesPanel openRide={openRide} /></Box>}
      </Box>
    </>
  );
}
