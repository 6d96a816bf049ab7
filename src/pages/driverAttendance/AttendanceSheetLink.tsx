import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

/** Above the attendance list: the way to the day's sheet, for those who may enter attendance. */
export default function AttendanceSheetLink() {
  const translate = useTranslate();
  if (!useConsoleAbility().can('edit', 'driver-attendance')) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
      <Button component={Link} to="/driver-attendance/editor">{translate('driverRecords.attendance.openSheet')}</Button>
    </Stack>
  );
}
