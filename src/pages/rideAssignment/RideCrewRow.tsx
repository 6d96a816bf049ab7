import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { CrewPicker } from './CrewPicker';
import { CREW_ROLES, isUnassigned, type CrewMember, type CrewRole, type Ride } from './rideCrew';
import { useRideSave } from './useRideSave';

export interface RideRowContext {
  runs: Map<number, { number: string; monitorRequired: boolean }>;
  yards: Map<number, string>;
  options: Record<CrewRole, CrewMember[]>;
  dayRides: Ride[];
  /** Absent for those who may only look. */
  mayAssign: boolean;
}

interface RideCrewRowProps extends RideRowContext {
  ride: Ride;
  editing: boolean;
  onEdit: (editing: boolean) => void;
}

export const RIDE_COLUMNS = ['time', 'ride', 'run', 'yard', 'vehicleId', 'driverId', 'monitorId', 'status', 'actions'] as const;

/** One ride: its time, run and crew; opened, a picker per crew role and Save, with the server's refusal under it. */
export function RideCrewRow({ ride, editing, onEdit, runs, yards, options, dayRides, mayAssign }: RideCrewRowProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const [crew, setCrew] = useState<Record<CrewRole, number | null>>({ vehicleId: ride.vehicleId, driverId: ride.driverId, monitorId: ride.monitorId });
  const saving = useRideSave(() => onEdit(false));
  const run = runs.get(ride.routeId);
  const nameOf = (role: CrewRole) => options[role].find((member) => member.id === ride[role])?.label;
  const open = () => {
    setCrew({ vehicleId: ride.vehicleId, driverId: ride.driverId, monitorId: ride.monitorId });
    saving.clear();
    onEdit(true);
  };
  const changed = CREW_ROLES.some((role) => crew[role] !== ride[role]);
  const crewCell = (role: CrewRole) => (editing
    ? <CrewPicker ride={ride} role={role} value={crew[role]} onChange={(id) => setCrew({ ...crew, [role]: id })} options={options[role]} dayRides={dayRides} disabled={saving.saving} />
    : ride[role] === null
      ? <Typography variant="body2" color={role === 'monitorId' && !run?.monitorRequired ? 'text.secondary' : 'warning.main'}>{translate(role === 'monitorId' && !run?.monitorRequired ? 'driverRecords.assignment.none' : 'driverRecords.assignment.missing')}</Typography>
      : (nameOf(role) ?? `#${ride[role]}`));
  return (
    <>
      <TableRow hover selected={editing} aria-label={translate('driverRecords.assignment.rideLabel', { ride: ride.displayId })}>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formats.time(ride.scheduledStart)} – {formats.time(ride.scheduledEnd)}</TableCell>
        <TableCell sx={{ fontWeight: 600 }}>#{ride.displayId}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {run?.number ?? ''}
          {run?.monitorRequired && <Typography variant="caption" color="text.secondary" component="div">{translate('driverRecords.assignment.monitorRequired')}</Typography>}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{ride.yardId === null ? '—' : (yards.get(ride.yardId) ?? '')}</TableCell>
        {CREW_ROLES.map((role) => <TableCell key={role}>{crewCell(role)}</TableCell>)}
        <TableCell><Chip size="small" label={translate(`choices.${ride.status}`)} color={isUnassigned(ride) ? 'warning' : 'default'} variant="outlined" /></TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {mayAssign && !editing && <Button size="small" onClick={open}>{translate(isUnassigned(ride) ? 'driverRecords.assignment.assign' : 'driverRecords.assignment.change')}</Button>}
          {editing && (
            <Stack spacing={0.5}>
              <Button size="small" variant="contained" disabled={!changed || saving.saving} onClick={() => saving.save(ride, crew)}>{translate('ra.action.save')}</Button>
              <Button size="small" disabled={saving.saving} onClick={() => onEdit(false)}>{translate('ra.action.cancel')}</Button>
            </Stack>
          )}
        </TableCell>
      </TableRow>
      {editing && saving.refusal && (
        <TableRow>
          <TableCell colSpan={RIDE_COLUMNS.length} sx={{ borderBottom: 'none', pt: 0 }}>
            <Alert severity="error" role="alert">{saving.refusal}</Alert>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
