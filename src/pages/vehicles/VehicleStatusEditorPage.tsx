import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { VEHICLE_STATUSES } from '../../../resources/vehicles';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { BulkEditHeading, LoadState } from '../bulkEdit/BulkEditScreen';
import { ChoiceSelect } from '../bulkEdit/ChoiceSelect';
import { NO_FILTERS, RecordFilters, type RecordFilterValues } from '../bulkEdit/RecordFilters';
import { SaveReport } from '../bulkEdit/SaveReport';
import { SelectableTable, useSelection } from '../bulkEdit/SelectableTable';
import { SetChoiceBar } from '../bulkEdit/SetChoiceBar';
import { matchingText, useYardNames } from '../bulkEdit/tenantRecords';
import { useRecordSaves } from '../bulkEdit/useRecordSaves';
import { setStatus } from './vehicleChanges';
import { useFleet, useVehicleTable, VEHICLE_TEXTS, vehicleNumber, type Vehicle, type VehicleStatus } from './vehicleRecords';

/**
 * The vehicle status editor (spec 2.5, behind editing vehicles): the tenant's fleet filtered by yard,
 * status and number; one vehicle's status changed in its row, or several ticked and set at once.
 */
export default function VehicleStatusEditorPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [filters, setFilters] = useState<RecordFilterValues<VehicleStatus>>(NO_FILTERS);
  const yards = useYardNames();
  const fleet = useFleet({ yardId: filters.yardId || undefined, status: filters.status || undefined });
  const shown = useMemo(() => matchingText(fleet.vehicles, filters.text, vehicleNumber), [fleet.vehicles, filters.text]);
  const selection = useSelection(shown);
  const saves = useRecordSaves<Vehicle>('vehicles');
  const table = useVehicleTable(yards);

  const applyToSelection = async (status: VehicleStatus) => selection.keepRefused(await saves.run(selection.chosen, setStatus(status)));
  const statusColumn = {
    heading: translate('vehicles.table.status'),
    render: (vehicle: Vehicle) => (
      <ChoiceSelect
        label={translate('vehicles.table.statusOf', { number: vehicle.number })} value={vehicle.status} choices={VEHICLE_STATUSES} inRow
        disabled={saves.busy} onChange={(status) => saves.run([vehicle], setStatus(status))}
      />
    ),
  };
  const maintenanceColumn = { heading: translate('vehicles.table.maintenance'), render: (vehicle: Vehicle) => translate(`choices.${vehicle.maintenanceStatus}`) };

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey="vehicles.statusEditor.intro" back={{ to: '/vehicles', labelKey: 'vehicles.table.backToList' }} />
      <RecordFilters values={filters} onChange={setFilters} yards={yards} statuses={VEHICLE_STATUSES} messages={VEHICLE_TEXTS.filters} />
      <SetChoiceBar count={selection.chosen.length} choices={VEHICLE_STATUSES} busy={saves.busy} onApply={applyToSelection} messages="vehicles.statusEditor" />
      <SaveReport progress={saves.progress} outcome={saves.outcome} onClose={saves.dismiss} messages={VEHICLE_TEXTS.outcome} nameOf={vehicleNumber} />
      <LoadState isPending={fleet.isPending} error={fleet.error} shown={fleet.vehicles.length} total={fleet.total} truncatedKey={VEHICLE_TEXTS.truncated} />
      {!fleet.isPending && <SelectableTable records={shown} selection={selection} columns={[...table.columns, statusColumn, maintenanceColumn]} labels={table.labels} />}
    </>
  );
}
