import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { passes } from '../../../permissions/menu';
import { OUTSIDE_MENU_ROUTES } from '../../../permissions/routeGates';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

const IMPORT_PATH = '/students/import';
const IMPORT_GATE = OUTSIDE_MENU_ROUTES.find((route) => route.path === IMPORT_PATH)?.gate ?? [];

/** The students list's way to the import from the district's SIS, for those who may edit students. */
export default function StudentImportLink() {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  if (!passes(ability, IMPORT_GATE)) return null;
  return <Button component={Link} to={IMPORT_PATH} size="small" startIcon={<UploadFileIcon />}>{translate('rosterImports.open')}</Button>;
}
