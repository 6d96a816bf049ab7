import LockOutlined from '@mui/icons-material/LockOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import UpdateOutlined from '@mui/icons-material/UpdateOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { reloadPage } from '../../shell/global/browserNavigation';
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

/**
 * Spec 8: a section whose code cannot be fetched, even on a fresh load of its address (the network
 * is down, or a proxy refuses it). What went wrong is reported already; the user is told in words,
 * never shown the browser's module error, and may try again.
 */
export function SectionUnavailablePage() {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<CloudOffOutlined />}
      title={translate('shell.errors.sectionUnavailable.title')}
      lines={[translate('shell.errors.sectionUnavailable.text')]}
      actions={
        <Button variant="contained" disableElevation onClick={reloadPage}>
          {translate('shell.errors.sectionUnavailable.tryAgain')}
        </Button>
      }
    />
  );
}
