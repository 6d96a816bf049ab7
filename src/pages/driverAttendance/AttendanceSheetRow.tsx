import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { ATTENDANCE_STATUSES, AT_WORK } from '../../../resources/driver-attendance';
import { ChoiceSelect } from '../bulkEdit/ChoiceSelect';
import { useSheetRow } from '../bulkEdit/useSheetRow';
import { driverName, type Driver } from '../drivers/driverRecords';

export interface AttendanceEntry extends RaRecord {
  id: number;
  version: number;
  driverId: number;
  status: (typeof ATTENDANCE_STATUSES)[number];
  clockIn: string | null;
  clockOut: string | null;
  notes: string | null;
}

const FIELDS = ['status', 'clockIn', 'clockOut', 'notes'] as const;
export const ATTENDANCE_COLUMNS = ['driver', 'yard', ...FIELDS, 'actions'] as const;

interface AttendanceSheetRowProps {
  driver: Driver;
  yardName: string;
  date: string;
  entry: AttendanceEntry | undefined;
}

/** One driver's attendance on the day: not entered yet, or entered with its times, saved on its own. */
export function AttendanceSheetRow({ driver, yardName, date, entry }: AttendanceSheetRowProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const row = useSheetRow('driver-attendance', entry, { driverId: driver.id, attendanceDate: date }, FIELDS);
  const name = driverName(driver);
  const atWork = AT_WORK.includes(row.values.status ?? '');
  const setStatus = (status: string) => {
    row.set('status', status);
    // A driver who did not come to work has no clock times: cleared rather than refused.
    if (!AT_WORK.includes(status)) FIELDS.filter((field) => field.startsWith('clock')).forEach((field) => row.set(field, ''));
  };
  const save = async () => {
    if (await row.save()) notify(translate('driverRecords.attendance.saved', { name }), { type: 'success' });
  };
  const timeInput = (field: 'clockIn' | 'clockOut') => (
    <TextField
      size="small" type="time" disabled={row.saving || !atWork} value={row.values[field] ?? ''} onChange={(event) => row.set(field, event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': translate(`driverRecords.attendance.${field}Of`, { name }) } }}
    />
  );
  return (
    <>
      <TableRow hover aria-label={name}>
        <TableCell sx={{ fontWeight: 600 }}>{name}</TableCell>
        <TableCell>{yardName}</TableCell>
        <TableCell>
          <ChoiceSelect label={translate('driverRecords.attendance.statusOf', { name })} value={(row.values.status ?? '') as AttendanceEntry['status'] | ''} choices={ATTENDANCE_STATUSES} onChange={setStatus} disabled={row.saving} inRow />
        </TableCell>
        <TableCell>{timeInput('clockIn')}</TableCell>
        <TableCell>{timeInput('clockOut')}</TableCell>
        <TableCell>
          <TextField size="small" fullWidth disabled={row.saving} value={row.values.notes ?? ''} onChange={(event) => row.set('notes', event.target.value)} slotProps={{ htmlInput: { 'aria-label': translate('driverRecords.attendance.notesOf', { name }), maxLength: 500 } }} />
        </TableCell>
        <TableCell>
          <Button size="small" variant="contained" disabled={!row.changed || !row.values.status || row.saving} onClick={save}>{translate('ra.action.save')}</Button>
        </TableCell>
      </TableRow>
      {row.refusal && (
        <TableRow>
          <TableCell colSpan={ATTENDANCE_COLUMNS.length} sx={{ pt: 0 }}><Alert severity="error" role="alert">{row.refusal}</Alert></TableCell>
        </TableRow>
      )}
    </>
  );
}
