import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import RouteSheetButton from './RouteSheetButton';

/** A run's page's buttons: its route sheet, and its ridership for those who may view reports. */
export default function RunActions() {
  const translate = useTranslate();
  const record = useRecordContext();
  const mayViewReports = useConsoleAbility().can('view', 'reports');
  return (
    <>
      <RouteSheetButton />
      {record && mayViewReports && <Button component={Link} to={`/ridership?routeId=${record.id}`}>{translate('shell.sections.ridership')}</Button>}
    </>
  );
}
