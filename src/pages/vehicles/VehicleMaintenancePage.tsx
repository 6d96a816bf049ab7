import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAINTENANCE_STATUSES } from '../../../resources/vehicles';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { BulkEditHeading, LoadState, SelectionBar } from '../bulkEdit/BulkEditScreen';
import { NO_FILTERS, RecordFilters } from '../bulkEdit/RecordFilters';
import { SaveReport } from '../bulkEdit/SaveReport';
import { SelectableTable, useSelection } from '../bulkEdit/SelectableTable';
import { matchingText, useYardNames } from '../bulkEdit/tenantRecords';
import { useRecordSaves } from '../bulkEdit/useRecordSaves';
import { moveMaintenance } from './vehicleChanges';
import { useFleet, useVehicleTable, VEHICLE_TEXTS, vehicleNumber, type MaintenanceStatus, type Vehicle } from './vehicleRecords';

const targetsFrom = (current: MaintenanceStatus) => MAINTENANCE_STATUSES.filter((status) => status !== current);

/**
 * The vehicle maintenance status manager (spec 2.5, behind editing vehicles): the fleet in three
 * groups — OK, service due, in the shop — with their counts, and vehicles moved between them one by
 * one or ticked together, the vehicle status following as vehicleChanges.ts describes.
 */
export default function VehicleMaintenancePage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [group, setGroup] = useState<MaintenanceStatus>('service_due');
  const [withStatus, setWithStatus] = useState(true);
  const yards = useYardNames();
  const fleet = useFleet({ yardId: filters.yardId || undefined });
  const matching = useMemo(() => matchingText(fleet.vehicles, filters.text, vehicleNumber), [fleet.vehicles, filters.text]);
  const shown = useMemo(() => matching.filter((vehicle) => vehicle.maintenanceStatus === group), [matching, group]);
  const selection = useSelection(shown);
  const saves = useRecordSaves<Vehicle>('vehicles');
  const table = useVehicleTable(yards);

  const moveTicked = async (target: MaintenanceStatus) => selection.keepRefused(await saves.run(selection.chosen, moveMaintenance(target, withStatus)));
  const moveOne = (vehicle: Vehicle, target: MaintenanceStatus) => saves.run([vehicle], moveMaintenance(target, withStatus));
  const moveButton = (target: MaintenanceStatus, onClick: () => void, inRow: boolean) => (
    <Button key={target} size={inRow ? 'small' : 'medium'} variant={inRow ? 'text' : 'outlined'} disabled={saves.busy || (!inRow && selection.chosen.length === 0)} onClick={onClick}>
      {translate(`vehicles.maintenance.moveTo.${target}`)}
    </Button>
  );
  const columns = [
    { heading: translate('vehicles.table.status'), render: (vehicle: Vehicle) => translate(`choices.${vehicle.status}`) },
    {
      heading: translate('vehicles.table.actions'),
      render: (vehicle: Vehicle) => <Stack direction="row">{targetsFrom(vehicle.maintenanceStatus).map((target) => moveButton(target, () => moveOne(vehicle, target), true))}</Stack>,
    },
  ];

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey="vehicles.maintenance.intro" back={{ to: '/vehicles', labelKey: 'vehicles.table.backToList' }} />
      <RecordFilters values={filters} onChange={setFilters} yards={yards} messages={VEHICLE_TEXTS.filters} />
      <Tabs value={group} onChange={(_, next: MaintenanceStatus) => setGroup(next)} aria-label={translate('vehicles.maintenance.groups')} sx={{ mb: 2 }}>
        {MAINTENANCE_STATUSES.map((status) => (
          <Tab
            key={status} value={status} sx={{ textTransform: 'none', fontWeight: 600 }}
            label={translate('vehicles.maintenance.group', { status: translate(`choices.${status}`), count: matching.filter((vehicle) => vehicle.maintenanceStatus === status).length })}
          />
        ))}
      </Tabs>
      <SelectionBar count={selection.chosen.length} countKey="vehicles.maintenance.selected">
        {targetsFrom(group).map((target) => moveButton(target, () => moveTicked(target), false))}
        <FormControlLabel
          control={<Checkbox checked={withStatus} onChange={(event) => setWithStatus(event.target.checked)} />}
          label={translate('vehicles.maintenance.withStatus')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>{translate('vehicles.maintenance.withStatusHelp')}</Typography>
      </SelectionBar>
      <SaveReport progress={saves.progress} outcome={saves.outcome} onClose={saves.dismiss} messages={VEHICLE_TEXTS.outcome} nameOf={vehicleNumber} />
      <LoadState isPending={fleet.isPending} error={fleet.error} shown={fleet.vehicles.length} total={fleet.total} truncatedKey={VEHICLE_TEXTS.truncated} />
      {!fleet.isPending && <SelectableTable records={shown} selection={selection} columns={[...table.columns, ...columns]} labels={table.labels} />}
    </>
  );
}
