import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { navigateBackSoon } from '../../shell/drawer/drawerControls';
import { AccessDenied } from './statusPages';

/**
 * Spec 2.10, "Access denied (drawer)": the page's texts, with "Go back" (the browser's back) instead
 * of "Go home". The drawer's own header carries the close button.
 */
export function DrawerAccessDenied() {
  const translate = useTranslate();
  return (
    <AccessDenied
      actions={
        <Link component="button" variant="body1" underline="hover" onClick={navigateBackSoon}>
          {translate('shell.errors.accessDenied.goBack')}
        </Link>
      }
    />
  );
}
