import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { clashOf, type CrewMember, type CrewRole, type Ride } from './rideCrew';

interface CrewPickerProps {
  ride: Ride;
  role: CrewRole;
  value: number | null;
  onChange: (id: number | null) => void;
  options: CrewMember[];
  dayRides: Ride[];
  disabled: boolean;
}

/**
 * A vehicle, driver or monitor for one ride: those of the ride's vendor, its own yard's first, each
 * driver or monitor already on a ride at that time marked with it.
 */
export function CrewPicker({ ride, role, value, onChange, options, dayRides, disabled }: CrewPickerProps) {
  const translate = useTranslate();
  const choices = useMemo(() => options.filter((member) => member.vendorId === ride.vendorId)
    .sort((a, b) => Number(b.yardId === ride.yardId) - Number(a.yardId === ride.yardId)), [options, ride.vendorId, ride.yardId]);
  const busyOn = (member: CrewMember) => (role === 'vehicleId' ? undefined : clashOf(ride, role, member.id, dayRides));
  const label = translate(`driverRecords.assignment.columns.${role}`);
  return (
    <Autocomplete
      size="small" sx={{ minWidth: 170 }} options={choices} disabled={disabled}
      value={choices.find((member) => member.id === value) ?? null} onChange={(_, member) => onChange(member?.id ?? null)}
      getOptionLabel={(member) => member.label} isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, member) => {
        const clash = busyOn(member);
        return (
          <Box component="li" {...props} key={member.id} sx={{ display: 'block !important' }}>
            <Typography variant="body2">{member.label}</Typography>
            {clash && <Typography variant="caption" color="warning.main">{translate('driverRecords.assignment.busy', { ride: clash.displayId })}</Typography>}
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': translate('driverRecords.assignment.pick', { role: label, ride: ride.displayId }) } }} />}
    />
  );
}
