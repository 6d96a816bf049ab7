import OpenInNew from '@mui/icons-material/OpenInNew';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { LATE_SECONDS, useArrivalText } from '../rides/useDelayText';
import { ATTENTION_COLORS, type VehicleRow } from './liveVehicleRows';
import { colorOfStatus } from './rideStatusColors';

interface VehicleListProps {
  rows: VehicleRow[];
  search: string;
  onSearch(search: string): void;
  followed: number | null;
  onFollow(vehicleId: number): void;
  onOpenRide(rideId: number): void;
}

/**
 * Rows drawn at most: a dispatcher finds a bus by searching, not by scrolling through thousands, and
 * the list stays quick to redraw with every second's positions.
 */
export const LIST_LIMIT = 100;

/** How long ago a vehicle last reported, as a dispatcher reads it. */
export function useSilence() {
  const translate = useTranslate();
  return (seconds: number) => (seconds < 120 ? translate('live.map.secondsAgo', { smart_count: seconds }) : translate('live.map.minutesAgo', { smart_count: Math.floor(seconds / 60) }));
}

/**
 * The vehicles on the live map as a list a dispatcher works from: bus, ride status or issue, run,
 * driver, the time since the last report and when the bus will be at its next stop; searchable; a bus clicked is flown to and followed, and
 * its ride opened from its row (the way the keyboard reaches what the map draws).
 */
export function VehicleList({ rows, search, onSearch, followed, onFollow, onOpenRide }: VehicleListProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const silence = useSilence();
  const arrivalText = useArrivalText();
  const title = translate('live.map.vehicleList');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      <TextField size="small" type="search" label={translate('live.map.search')} value={search} onChange={(event) => onSearch(event.target.value)} sx={{ my: 1 }} />
      {!rows.length && search && <Typography color="text.secondary">{translate('live.map.noMatch')}</Typography>}
      {rows.length > LIST_LIMIT && (
        <Typography variant="body2" color="text.secondary">{translate('live.map.firstOf', { shown: formats.number(LIST_LIMIT), total: formats.number(rows.length) })}</Typography>
      )}
      <List dense aria-label={title} sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
        {rows.slice(0, LIST_LIMIT).map(({ vehicle, attention, stale, silentSeconds }) => {
          const bus = translate('live.map.bus', { vehicle: vehicle.vehicleNumber });
          const state = attention
            ? translate(`live.issues.kinds.${attention}`)
            : vehicle.rideStatus ? translate(`choices.${vehicle.rideStatus}`, { _: vehicle.rideStatus }) : translate('live.map.noRide');
          const details = [vehicle.runNumber && translate('live.map.run', { run: vehicle.runNumber }), vehicle.driverName, stale ? `${translate('live.map.stale')} · ${silence(silentSeconds)}` : silence(silentSeconds)];
          const { rideId, rideDisplayId, nextStop } = vehicle;
          const arrival = nextStop && arrivalText(nextStop);
          const openRide = rideId !== null && rideDisplayId !== null ? translate('live.map.openRide', { ride: rideDisplayId }) : null;
          return (
            <ListItem
              key={vehicle.vehicleId}
              divider
              disablePadding
              secondaryAction={openRide && (
                <IconButton edge="end" size="small" aria-label={openRide} title={openRide} onClick={() => onOpenRide(rideId!)}><OpenInNew fontSize="small" /></IconButton>
              )}
            >
              <ListItemButton
                selected={followed === vehicle.vehicleId}
                aria-label={translate('live.map.follow', { vehicle: vehicle.vehicleNumber })}
                onClick={() => onFollow(vehicle.vehicleId)}
                sx={{ opacity: stale ? 0.6 : 1, gap: 1 }}
              >
                <ListItemText
                  primary={bus}
                  secondary={(
                    <>
                      {details.filter(Boolean).join(' · ')}
                      {arrival && <Typography component="span" variant="body2" data-next-stop={nextStop.sequence} color={nextStop.delaySeconds >= LATE_SECONDS ? 'error' : 'text.secondary'} sx={{ display: 'block' }}>{arrival}</Typography>}
                    </>
                  )}
                />
                <Chip size="small" label={state} sx={{ bgcolor: attention ? ATTENTION_COLORS[attention] : colorOfStatus(vehicle.rideStatus), color: 'common.white' }} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
