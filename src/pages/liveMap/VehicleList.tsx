import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ATTENTION_COLORS, type VehicleRow } from './liveVehicleRows';
import { colorOfStatus } from './rideStatusColors';

interface VehicleListProps {
  rows: VehicleRow[];
  search: string;
  onSearch(search: string): void;
  followed: number | null;
  onFollow(vehicleId: number): void;
}

/** How long ago a vehicle last reported, as a dispatcher reads it. */
export function useSilence() {
  const translate = useTranslate();
  return (seconds: number) => (seconds < 120 ? translate('live.map.secondsAgo', { smart_count: seconds }) : translate('live.map.minutesAgo', { smart_count: Math.floor(seconds / 60) }));
}

/**
 * The vehicles on the live map as a list a dispatcher works from: bus, ride status or issue, run,
 * driver and the time since the last report; searchable; a bus clicked is flown to and followed.
 */
export function VehicleList({ rows, search, onSearch, followed, onFollow }: VehicleListProps) {
  const translate = useTranslate();
  const silence = useSilence();
  const title = translate('live.map.vehicleList');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Typography variant="h6" component="h2">{title}</Typography>
      <TextField size="small" type="search" label={translate('live.map.search')} value={search} onChange={(event) => onSearch(event.target.value)} sx={{ my: 1 }} />
      {!rows.length && search && <Typography color="text.secondary">{translate('live.map.noMatch')}</Typography>}
      <List dense aria-label={title} sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
        {rows.map(({ vehicle, attention, stale, silentSeconds }) => {
          const bus = translate('live.map.bus', { vehicle: vehicle.vehicleNumber });
          const state = attention
            ? translate(`live.issues.kinds.${attention}`)
            : vehicle.rideStatus ? translate(`choices.${vehicle.rideStatus}`, { _: vehicle.rideStatus }) : translate('live.map.noRide');
          const details = [vehicle.runNumber && translate('live.map.run', { run: vehicle.runNumber }), vehicle.driverName, stale ? `${translate('live.map.stale')} · ${silence(silentSeconds)}` : silence(silentSeconds)];
          return (
            <ListItemButton
              key={vehicle.vehicleId}
              divider
              selected={followed === vehicle.vehicleId}
              aria-label={translate('live.map.follow', { vehicle: vehicle.vehicleNumber })}
              onClick={() => onFollow(vehicle.vehicleId)}
              sx={{ opacity: stale ? 0.6 : 1, gap: 1 }}
            >
              <ListItemText primary={bus} secondary={details.filter(Boolean).join(' · ')} />
              <Chip size="small" label={state} sx={{ bgcolor: attention ? ATTENTION_COLORS[attention] : colorOfStatus(vehicle.rideStatus), color: 'common.white' }} />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}
