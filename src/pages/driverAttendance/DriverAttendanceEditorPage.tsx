import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ATTENDANCE_STATUSES } from '../../../resources/driver-attendance';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { BulkEditHeading, LoadState } from '../bulkEdit/BulkEditScreen';
import { NO_FILTERS, RecordFilters, type RecordFilterValues } from '../bulkEdit/RecordFilters';
import { SheetTable } from '../bulkEdit/SheetTable';
import { matchingText, useTenantRecords, useYardNames } from '../bulkEdit/tenantRecords';
import { BY_LAST_NAME, driverName, type Driver } from '../drivers/driverRecords';
import { ATTENDANCE_COLUMNS, AttendanceSheetRow, type AttendanceEntry } from './AttendanceSheetRow';
import { todayIn } from '../../../resources/engine/calendarDay';


/**
 * The driver attendance editor (spec 2.5, DRIVER_ATTENDANCE_EDIT): a day's sheet, one row per active
 * driver of the chosen yards — present, late, absent, sick, on vacation or in training, with the
 * clock times — each entered or corrected and saved on its own, with the day's tally above.
 */
export default function DriverAttendanceEditorPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const { timezone } = useConsoleSession().account.account;
  const [date, setDate] = useState(() => todayIn(timezone));
  const [filters, setFilters] = useState<RecordFilterValues<never>>(NO_FILTERS);
  const yards = useYardNames();
  const drivers = useTenantRecords<Driver>('drivers', { status: 'active', yardId: filters.yardId }, BY_LAST_NAME);
  const entries = useTenantRecords<AttendanceEntry>('driver-attendance', { attendanceDate: date, yardId: filters.yardId }, { field: 'attendanceDate', order: 'ASC' });
  const shown = useMemo(() => matchingText(drivers.records, filters.text, driverName), [drivers.records, filters.text]);
  const entryOf = useMemo(() => new Map(entries.records.map((entry) => [entry.driverId, entry])), [entries.records]);
  const tally = ATTENDANCE_STATUSES.map((status) => [status, shown.filter((driver) => entryOf.get(driver.id)?.status === status).length] as const).filter(([, count]) => count > 0);
  const notEntered = shown.filter((driver) => !entryOf.has(driver.id)).length;

  return (
    <>
      <BulkEditHeading titleKey={titleKey} introKey="driverRecords.attendance.intro" back={{ to: '/driver-attendance', labelKey: 'driverRecords.attendance.backToList' }} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField size="small" type="date" fullWidth={false} sx={{ mb: 2, width: 180 }} label={translate('driverRecords.attendance.day')} value={date} onChange={(event) => event.target.value && setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <RecordFilters values={filters} onChange={setFilters} yards={yards} messages="driverRecords.filters" />
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }} role="status">
        {[...tally.map(([status, count]) => `${count} ${translate(`choices.${status}`).toLowerCase()}`), translate('driverRecords.attendance.notEntered', { smart_count: notEntered })].join(' · ')}
      </Typography>
      <LoadState isPending={drivers.isPending || entries.isPending} error={drivers.error ?? entries.error} shown={drivers.records.length} total={drivers.total} truncatedKey="driverRecords.table.truncated" />
      {!drivers.isPending && !entries.isPending && (
        <SheetTable columns={ATTENDANCE_COLUMNS} messages="driverRecords.attendance.columns">
          {shown.map((driver) => (
            <AttendanceSheetRow key={`${date}-${driver.id}`} driver={driver} yardName={driver.yardId === null ? '—' : (yards.get(driver.yardId) ?? '')} date={date} entry={entryOf.get(driver.id)} />
          ))}
        </SheetTable>
      )}
    </>
  );
}
