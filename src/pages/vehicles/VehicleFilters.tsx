import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { VEHICLE_STATUSES } from '../../../resources/vehicles';
import type { VehicleStatus } from './vehicleRecords';

export interface VehicleFilterValues {
  yardId: number | '';
  status: VehicleStatus | '';
  number: string;
}

export const NO_FILTERS: VehicleFilterValues = { yardId: '', status: '', number: '' };

interface VehicleFiltersProps {
  values: VehicleFilterValues;
  onChange: (values: VehicleFilterValues) => void;
  yards: Map<number, string>;
  /** The maintenance manager groups by maintenance status instead. */
  byStatus?: boolean;
}

/** Narrows the fleet by yard, by status and by a part of the vehicle number. */
export function VehicleFilters({ values, onChange, yards, byStatus = true }: VehicleFiltersProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
      <TextField
        select size="small" fullWidth={false} sx={{ minWidth: 200 }} label={translate('vehicles.filters.yard')} value={values.yardId}
        onChange={(event) => onChange({ ...values, yardId: event.target.value === '' ? '' : Number(event.target.value) })}
      >
        <MenuItem value="">{translate('vehicles.filters.allYards')}</MenuItem>
        {[...yards].map(([id, name]) => <MenuItem key={id} value={id}>{name}</MenuItem>)}
      </TextField>
      {byStatus && (
        <TextField
          select size="small" fullWidth={false} sx={{ minWidth: 200 }} label={translate('vehicles.filters.status')} value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value as VehicleStatus | '' })}
        >
          <MenuItem value="">{translate('vehicles.filters.allStatuses')}</MenuItem>
          {VEHICLE_STATUSES.map((status) => <MenuItem key={status} value={status}>{translate(`choices.${status}`)}</MenuItem>)}
        </TextField>
      )}
      <TextField
        size="small" fullWidth={false} type="search" label={translate('vehicles.filters.number')} value={values.number}
        onChange={(event) => onChange({ ...values, number: event.target.value })}
      />
    </Stack>
  );
}
