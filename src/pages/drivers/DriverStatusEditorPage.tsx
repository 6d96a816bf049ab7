import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { STAFF_STATUSES } from '../../../resources/engine/staffFields';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { BulkEditHeading, LoadState } from '../bulkEdit/BulkEditScreen';
import { ChoiceSelect } from '../bulkEdit/ChoiceSelect';
import { NO_FILTERS, RecordFilters, type RecordFilterValues } from '../bulkEdit/RecordFilters';
import type { RecordChange } from '../bulkEdit/recordSaves';
import { SaveReport } from '../bulkEdit/SaveReport';
import { SelectableTable, useSelection } from '../bulkEdit/SelectableTable';
import { SetChoiceBar } from '../bulkEdit/SetChoiceBar';
import { matchingText, useTenantRecords, useYardNames } from '../bulkEdit/tenantRecords';
import { useRecordSaves } from '../bulkEdit/useRecordSaves';
import { BY_LAST_NAME, driverName, useDriverTable, type Driver, type StaffStatus } from './driverRecords';

const setStatus = (status: StaffStatus): RecordChange<Driver> => () => ({ status });

/**
 * The driver status editor (spec 2.5, DRIVER_STATUS_EDIT): the tenant's drivers filtered by yard,
 * status and name; one driver's status changed in its row, or several ticked and set at once. Each
 * driver is saved at the version it was loaded at; the refused ones are listed and stay ticked.
 */
export default function DriverStatusEditorPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [filters, setFilters] = useState<RecordFilterValues<StaffStatus>>(NO_FILTERS);
  const yards = useYardNames();
  const drivers = useTenantRecords<Driver>('drivers', { yardId: filters.yardId, status: filters.status }, BY_LAST_NAME);
  const shown = useMemo(() => matchingText(drivers.records, filters.text, driverName), [drivers.records, filters.text]);
  const selection = useSelection(shown);
  const saves = useRecordSaves<Driver>('drivers');
  const table = useDriverTable(yards);

  const applyToSelection = async (status: StaffStatus) => selection.keepRefused(await saves.run(selection.chosen, setStatus(status)));
  const columns = [
    ...table.columns,
    { heading: translate('driverRecords.table.phone'), render: (driver: Driver) => driver.phone ?? '' },
    {
      heading: translate('driverRecords.table.status'),
      render: (driver: Driver) => (
        <ChoiceSelect
          label={translate('driverRecords.table.statusOf', { name: driverName(driver) })} value={driver.status} choices={STAFF_STATUSES} inRow
          disabled={saves.busy} onChange={(status) => saves.run([driver], setStatus(status))}
        />
      ),
    },
    { heading: translate('driverRecords.table.standby'), render: (driver: Driver) => translate(`choices.${driver.standbyStatus}`) },
  ];

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey="driverRecords.statusEditor.intro" back={{ to: '/drivers', labelKey: 'driverRecords.table.backToList' }} />
      <RecordFilters values={filters} onChange={setFilters} yards={yards} statuses={STAFF_STATUSES} messages="driverRecords.filters" />
      <SetChoiceBar count={selection.chosen.length} choices={STAFF_STATUSES} busy={saves.busy} onApply={applyToSelection} messages="driverRecords.statusEditor" />
      <SaveReport progress={saves.progress} outcome={saves.outcome} onClose={saves.dismiss} messages="driverRecords.outcome" nameOf={driverName} />
      <LoadState isPending={drivers.isPending} error={drivers.error} shown={drivers.records.length} total={drivers.total} truncatedKey="driverRecords.table.truncated" />
      {!drivers.isPending && <SelectableTable records={shown} selection={selection} columns={columns} labels={table.labels} />}
    </>
  );
}
