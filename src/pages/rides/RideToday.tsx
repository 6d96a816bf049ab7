import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { StopEta } from '../../../resources/rides/details';
import { drawerHref } from '../../shell/drawer/drawerUrl';
import { colorOfStatus } from '../liveMap/rideStatusColors';
import { LATE_SECONDS, useArrivalText } from './useDelayText';

interface RideTodayProps {
  ride: { rideId: number; displayId: number; status: string };
  /** When the bus is predicted at the stop the row is about (null: not under way, or past it). */
  eta: StopEta | null;
  /** What the drawer's back button says: the screen it goes back to. */
  backText: string;
  children?: ReactNode;
}

/** A run's ride today in a table's cell: its number opening its drawer, its status, and when its bus will be at the stop. */
export function RideToday({ ride, eta, backText, children }: RideTodayProps) {
  const translate = useTranslate();
  const location = useLocation();
  const arrivalText = useArrivalText();
  return (
    <>
      <Link to={drawerHref(location, `/rides/${ride.rideId}/show`, { backText })}>{translate('records.service.ride', { ride: ride.displayId })}</Link>
      {' '}
      <Chip size="small" label={translate(`choices.${ride.status}`, { _: ride.status })} sx={{ bgcolor: colorOfStatus(ride.status), color: 'common.white' }} />
      {children}
      {eta && <Typography variant="body2" data-eta={eta.delaySeconds} color={eta.delaySeconds >= LATE_SECONDS ? 'error' : undefined}>{arrivalText(eta)}</Typography>}
    </>
  );
}
