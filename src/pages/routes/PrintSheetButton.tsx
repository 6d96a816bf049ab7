import PrintIcon from '@mui/icons-material/Print';
import { Button, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { landingHref } from '../../../resources/content/contentMetadata';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

/**
 * A sheet of the record shown as a PDF (a run's route sheet, a driver's day), for those who may print
 * route sheets: handed out by the content landing page (spec 2.9), the record's id as `param`.
 */
export function PrintSheetButton({ contentApi, param, label }: { contentApi: string; param: string; label: string }) {
  const record = useRecordContext();
  const navigate = useNavigate();
  const mayPrint = useConsoleAbility().can('print', 'routes');
  if (!record || !mayPrint) return null;
  const href = landingHref({ action: 'download', fileType: 'pdf', contentApi, params: { [param]: String(record.id) } });
  return <Button label={label} variant="outlined" onClick={() => navigate(href)}><PrintIcon /></Button>;
}
