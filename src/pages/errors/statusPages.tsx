import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SHELL_PATHS } from '../../shell/routes/shellPaths';
import { StatusPage } from './StatusPage';

const logOut = () => window.location.assign(SHELL_PATHS.logout);

function GoHomeButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant="contained" disableElevation onClick={() => navigate(SHELL_PATHS.home)}>
      {translate('shell.errors.goHome')}
    </Button>
  );
}

/** Spec 2.10, "Access denied": the same title and texts in the page and in the drawer; only the way out differs. */
export function AccessDenied({ actions }: { actions: ReactNode }) {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<LockOutlined />}
      title={translate('shell.errors.accessDenied.title')}
      lines={[translate('shell.errors.accessDenied.noPermission'), translate('shell.errors.accessDenied.contactAdmin')]}
      actions={actions}
    />
  );
}

/** Spec 2.10, "Access denied (page)": shown in place of a section the user may not open. */
export function AccessDeniedPage() {
  return <AccessDenied actions={<GoHomeButton />} />;
}

export function NoViewPermissionsPage() {
  const translate = useTranslate();
  return <StatusPage icon={<VisibilityOffOutlined />} title={translate('shell.errors.noViewPermissions.title')} lines={[translate('shell.errors.noViewPermissions.text')]} />;
}

/** Spec 2.10, "Session outdated": the account changed under the open console (see useAccountWatch). */
export function SessionOutdatedPage() {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<UpdateOutlined />}
      title={translate('shell.errors.sessionOutdated.title')}
      lines={[translate('shell.errors.sessionOutdated.outdated'), translate('shell.errors.sessionOutdated.logoutAndLogin')]}
      actions={
        <Button variant="contained" disableElevation onClick={logOut}>
          {translate('shell.errors.sessionOutdated.logout')}
        </Button>
      }
    />
  );
}

function PageNotFound({ fullScreen }: { fullScreen: boolean }) {
  const translate = useTranslate();
  return <StatusPage fullScreen={fullScreen} icon={<SearchOff />} title={translate('shell.errors.pageNotFound')} lines={[]} actions={<GoHomeButton />} />;
}

/** Any unknown path, inside the layout (spec 2.1 '**'). */
export function PageNotFoundPage() {
  return <PageNotFound fullScreen={false} />;
}

/** /page-not-found, a page of its own outside the layout (spec 2.1). */
export function PageNotFoundScreen() {
  return <PageNotFound fullScreen />;
}
