import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { tripApi } from './tripApi';
import { useFailureNotice } from './useFailureNotice';

interface Choice {
  id: number;
  label: string;
}

/** The trip's vendor's vehicles or drivers that can take it (in service, active), by name. */
function useVendorChoices(resource: 'vehicles' | 'drivers', vendorId: number): Choice[] {
  const vehicles = resource === 'vehicles';
  const { data = [] } = useGetList(resource, {
    filter: { vendorId, status: vehicles ? 'in_service' : 'active' }, pagination: { page: 1, perPage: 200 },
    sort: { field: vehicles ? 'number' : 'lastName', order: 'ASC' },
  });
  return data.map((record) => ({ id: Number(record.id), label: vehicles ? String(record.number) : `${record.firstName} ${record.lastName}` }));
}

function ChoiceField({ label, value, choices, onChange, required }: { label: string; value: string; choices: Choice[]; onChange: (value: string) => void; required?: boolean }) {
  return (
    <TextField select size="small" label={label} value={value} required={required} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 160 }}>
      {!required && <MenuItem value="">—</MenuItem>}
      {choices.map((choice) => <MenuItem key={choice.id} value={String(choice.id)}>{choice.label}</MenuItem>)}
    </TextField>
  );
}

/** One more bus of the trip's vendor, with its driver, at the trip's times (CHARTER_TRIP_BOOKING_EDIT); the server checks the rest. */
export function AssignBusForm({ trip, onAssigned }: { trip: RaRecord; onAssigned: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailureNotice();
  const vehicles = useVendorChoices('vehicles', trip.vendorId);
  const drivers = useVendorChoices('drivers', trip.vendorId);
  const [vehicleId, setVehicleId] = useState('');
  const [driverId, setDriverId] = useState('');
  const assign = useMutation({
    mutationFn: () => tripApi.assignBus(trip.id, { vehicleId: Number(vehicleId), driverId: driverId ? Number(driverId) : null }),
    onSuccess: () => {
      notify(translate('trips.buses.assigned', { bus: vehicles.find((v) => String(v.id) === vehicleId)?.label ?? '' }), { type: 'success' });
      setVehicleId('');
      setDriverId('');
      onAssigned();
    },
    onError: failed,
  });
  return (
    <Box component="form" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }} onSubmit={(event) => { event.preventDefault(); assign.mutate(); }}>
      <ChoiceField label={translate('trips.buses.bus')} value={vehicleId} choices={vehicles} onChange={setVehicleId} required />
      <ChoiceField label={translate('trips.buses.driver')} value={driverId} choices={drivers} onChange={setDriverId} />
      <Button type="submit" variant="outlined" disabled={!vehicleId || assign.isPending}>{translate('trips.buses.assign')}</Button>
    </Box>
  );
}
