import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIVE_MINUTES } from '../../../resources/dashboard/figures';
import { MapView } from '../../maps/MapView';
import type { Bounds, Viewport } from '../../maps/mapTypes';
import { boundsOf } from '../../maps/projection';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { drawerHref } from '../../shell/drawer/drawerUrl';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { LiveIndicator } from './LiveIndicator';
import { ATTENTION_COLORS, searchRows, vehicleRows } from './liveVehicleRows';
import { RIDE_STATUS_COLORS } from './rideStatusColors';
import { RouteIssuesPanel } from './RouteIssuesPanel';
import { useLiveMapView } from './useLiveMapView';
import { useLiveVehicles } from './useLiveVehicles';
import { useOpenRouteIssues } from './useOpenRouteIssues';
import { vehicleMarkers } from './vehicleMarkers';
import { VehicleList } from './VehicleList';

const MAP_HEIGHT = 'calc(100vh - 220px)';
/** A followed bus is shown at least this close: its street and the next ones. */
const FOLLOW_ZOOM = 15;

/** The time now, again every second: how long each vehicle has been silent. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Each ride's open route issues, by kind, for those who may see them. */
function useOpenIssueKinds(enabled: boolean): Map<number, string[]> {
  const { data } = useOpenRouteIssues(enabled);
  return useMemo(() => {
    const kinds = new Map<number, string[]>();
    for (const issue of data?.issues ?? []) kinds.set(issue.rideId, [...(kinds.get(issue.rideId) ?? []), issue.kind]);
    return kinds;
  }, [data]);
}

/**
 * The live map (the dispatch control center): the tenant's vehicles where they are now, labelled
 * with their bus number and coloured by their ride's status, or by an open issue (off route, late);
 * a vehicle silent for a minute fades; where they crowd, counted circles. Beside it the vehicles as a
 * list — issues first, searchable; one clicked is followed on the map — and the open route issues.
 * A vehicle, its row or an issue opens its ride in the drawer, over the map.
 */
export default function LiveMapPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const ability = useConsoleAbility();
  const seesRides = ability.can('view', 'rides');
  const { vehicles, error } = useLiveVehicles();
  const issueKinds = useOpenIssueKinds(seesRides);
  const now = useNow();
  const [search, setSearch] = useState('');
  const title = translate(titleKey);
  const openRide = useCallback((rideId: number) => navigate(drawerHref(location, `/rides/${rideId}/show`, { backText: title })), [navigate, location, title]);

  // Opened where the user left it, else on their area; without either, fitted to the fleet once.
  const { remembered, areaBounds, areaSettled, keep } = useLiveMapView();
  const [fleetFitted, setFleetFitted] = useState<Bounds | null>(null);
  const fleetBounds = useMemo(() => (vehicles.length ? boundsOf(vehicles.map(({ lat, lng }) => ({ lat, lng }))) : null), [vehicles]);
  if (!remembered && areaSettled && !areaBounds && !fleetFitted && fleetBounds) setFleetFitted(fleetBounds);
  const fit = remembered ? false : areaBounds ?? fleetFitted ?? false;

  // A followed bus stays in the middle of the map until the person moves the map themselves.
  const [followed, setFollowed] = useState<{ vehicleId: number; zoom: number } | null>(null);
  const lastView = useRef<Viewport | null>(remembered);
  const followedVehicle = followed ? vehicles.find((vehicle) => vehicle.vehicleId === followed.vehicleId) : undefined;
  const follow = (vehicleId: number) => setFollowed({ vehicleId, zoom: Math.max(lastView.current?.zoom ?? 0, FOLLOW_ZOOM) });
  const onViewChange = (view: Viewport) => {
    lastView.current = view;
    keep(view);
    if (followed && view.zoom !== followed.zoom) setFollowed({ ...followed, zoom: view.zoom });
  };

  const rows = useMemo(() => vehicleRows(vehicles, issueKinds, now), [vehicles, issueKinds, now]);
  const fleet = useMemo(() => vehicleMarkers(rows, translate, openRide), [rows, translate, openRide]);

  return (
    <>
      <SectionHeading>{title}</SectionHeading>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <LiveIndicator />
        <Typography variant="body2" aria-live="polite">{translate('live.map.vehicles', { smart_count: vehicles.length })}</Typography>
        {followedVehicle && (
          <Chip
            size="small"
            color="primary"
            label={translate('live.map.following', { vehicle: followedVehicle.vehicleNumber })}
            onDelete={() => setFollowed(null)}
            deleteIcon={<Cancel titleAccess={translate('live.map.stopFollowing')} />}
          />
        )}
        <Box component="ul" aria-label={translate('live.map.legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none', ml: 'auto' }}>
          {Object.entries(ATTENTION_COLORS).map(([kind, color]) => (
            <li key={kind}><Chip size="small" label={translate(`live.issues.kinds.${kind}`)} sx={{ bgcolor: color, color: 'common.white' }} /></li>
          ))}
          {Object.entries(RIDE_STATUS_COLORS).map(([status, color]) => (
            <li key={status}><Chip size="small" label={translate(`choices.${status}`)} sx={{ bgcolor: color, color: 'common.white' }} /></li>
          ))}
        </Box>
      </Box>
      {error && <Typography color="error">{translate('common.somethingWentWrong')}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 360px' }, gap: 2 }}>
        <Box>
          <MapView
            ariaLabel={translate('live.map.label')}
            fleet={fleet}
            fit={fit}
            defaultCenter={remembered?.center}
            defaultZoom={remembered?.zoom}
            center={followedVehicle ? { lat: followedVehicle.lat, lng: followedVehicle.lng } : undefined}
            zoom={followedVehicle ? followed!.zoom : undefined}
            onViewChange={onViewChange}
            onUserMove={() => setFollowed(null)}
            height={MAP_HEIGHT}
            showScale
          />
          {!vehicles.length && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('live.map.noVehicles', { minutes: LIVE_MINUTES })}</Typography>}
        </Box>
        <Box sx={{ height: { lg: MAP_HEIGHT }, display: 'flex', flexDirection: 'column', gap: 2, minHeight: 0 }}>
          <Box sx={{ flex: 3, minHeight: { xs: 320, lg: 0 } }}>
            <VehicleList rows={searchRows(rows, search)} search={search} onSearch={setSearch} followed={followedVehicle?.vehicleId ?? null} onFollow={follow} onOpenRide={openRide} />
          </Box>
          {seesRides && <Box sx={{ flex: 2, minHeight: { xs: 240, lg: 0 } }}><RouteIssuesPanel openRide={openRide} /></Box>}
        </Box>
      </Box>
    </>
  );
}
