import LockOutlined from '@mui/icons-material/LockOutlined';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage';

/**
 * Spec 2.10, "Access denied (drawer)": the page's texts, with "Go back" (the browser's back) instead
 * of "Go home". The drawer's own header carries the close button.
 */
export function DrawerAccessDenied() {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<LockOutlined />}
      title={translate('shell.errors.accessDenied.title')}
      lines={[translate('shell.errors.accessDenied.noPermission'), translate('shell.errors.accessDenied.contactAdmin')]}
      actions={
        <Link component="button" variant="body1" underline="hover" onClick={() => window.history.back()}>
          {translate('shell.errors.accessDenied.goBack')}
        </Link>
      }
    />
  );
}
