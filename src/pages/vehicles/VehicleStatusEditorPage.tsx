import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { VEHICLE_STATUSES } from '../../../resources/vehicles';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { FleetHeading, FleetLoadState, SelectionBar } from './FleetScreen';
import { SaveReport } from './SaveReport';
import { useVehicleSaves } from './useVehicleSaves';
import { setStatus } from './vehicleChanges';
import { NO_FILTERS, VehicleFilters } from './VehicleFilters';
import { matchingNumber, useFleet, useYardNames, type Vehicle, type VehicleStatus } from './vehicleRecords';
import { useVehicleSelection, VehicleTable } from './VehicleTable';

interface StatusChoicesProps {
  label: string;
  value: VehicleStatus | '';
  onChange: (status: VehicleStatus) => void;
  disabled: boolean;
  /** In a row the column heading says what it is: the label is for screen readers only. */
  inRow?: boolean;
}

function StatusChoices({ label, value, onChange, disabled, inRow = false }: StatusChoicesProps) {
  const translate = useTranslate();
  return (
    <TextField
      select size="small" fullWidth={false} value={value} disabled={disabled} sx={{ minWidth: inRow ? 170 : 200 }}
      label={inRow ? undefined : label} hiddenLabel={inRow} slotProps={{ select: { SelectDisplayProps: { 'aria-label': label } } }}
      onChange={(event) => onChange(event.target.value as VehicleStatus)}
    >
      {VEHICLE_STATUSES.map((status) => <MenuItem key={status} value={status}>{translate(`choices.${status}`)}</MenuItem>)}
    </TextField>
  );
}

/**
 * The vehicle status editor (spec 2.5, behind editing vehicles): the tenant's fleet filtered by yard,
 * status and number; one vehicle's status changed in its row, or several ticked and set at once.
 */
export default function VehicleStatusEditorPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [bulkStatus, setBulkStatus] = useState<VehicleStatus | ''>('');
  const yards = useYardNames();
  const fleet = useFleet({ yardId: filters.yardId || undefined, status: filters.status || undefined });
  const shown = useMemo(() => matchingNumber(fleet.vehicles, filters.number), [fleet.vehicles, filters.number]);
  const selection = useVehicleSelection(shown);
  const saves = useVehicleSaves();

  const applyToSelection = async (status: VehicleStatus) => selection.keepRefused(await saves.run(selection.chosen, setStatus(status)));
  const statusColumn = {
    heading: translate('vehicles.table.status'),
    render: (vehicle: Vehicle) => (
      <StatusChoices
        label={translate('vehicles.table.statusOf', { number: vehicle.number })} value={vehicle.status} inRow
        disabled={saves.busy} onChange={(status) => saves.run([vehicle], setStatus(status))}
      />
    ),
  };
  const maintenanceColumn = { heading: translate('vehicles.table.maintenance'), render: (vehicle: Vehicle) => translate(`choices.${vehicle.maintenanceStatus}`) };

  return (
    <>
      <FleetHeading titleKey={titleKey} introKey="vehicles.statusEditor.intro" />
      <VehicleFilters values={filters} onChange={setFilters} yards={yards} />
      <SelectionBar count={selection.chosen.length} countKey="vehicles.statusEditor.selected">
        <StatusChoices label={translate('vehicles.statusEditor.newStatus')} value={bulkStatus} onChange={setBulkStatus} disabled={saves.busy} />
        <Button variant="contained" disabled={!bulkStatus || saves.busy || selection.chosen.length === 0} onClick={() => bulkStatus && applyToSelection(bulkStatus)}>
          {translate('vehicles.statusEditor.apply')}
        </Button>
      </SelectionBar>
      <SaveReport progress={saves.progress} outcome={saves.outcome} onClose={saves.dismiss} />
      <FleetLoadState isPending={fleet.isPending} error={fleet.error} shown={fleet.vehicles.length} total={fleet.total} />
      {!fleet.isPending && <VehicleTable vehicles={shown} yards={yards} selection={selection} columns={[statusColumn, maintenanceColumn]} />}
    </>
  );
}
