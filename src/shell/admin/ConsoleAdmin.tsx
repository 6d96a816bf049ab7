import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import { AdminContext, CoreAdminUI, localStorageStore, useNotificationContext, useTranslate, type AdminContextProps, type CoreAdminUIProps } from 'react-admin';
import { onDemand, useNeededOnce } from '../global/onDemand';
import { ConsoleDirection } from '../theme/ConsoleDirection';

const loadScreens = () => import('./reactAdminScreens');
const ErrorOnDemand = onDemand(() => loadScreens().then((screens) => screens.Error));
const AuthenticationErrorOnDemand = onDemand(() => loadScreens().then((screens) => screens.AuthenticationError));
const NotificationOnDemand = onDemand(() => loadScreens().then((screens) => screens.Notification));

/**
 * Fetches the notices' code ahead of a notice that is about to come (a form that will say it saved),
 * so that it shows in the same pass as what the notice follows.
 */
export const preloadNotices = () => NotificationOnDemand.preload();

/** react-admin's notification, mounted with the first message and kept for the next (most visits show none). */
function ConsoleNotification() {
  const { notifications } = useNotificationContext();
  return useNeededOnce(notifications.length > 0) ? <NotificationOnDemand /> : null;
}

/** The console's progress bar along the top of the window. */
export function ProgressAlongTop({ label }: { label: string }) {
  return <LinearProgress aria-label={label} sx={{ position: 'fixed', top: 0, left: 0, right: 0 }} />;
}

/** What shows while react-admin checks the session, in the console's language. */
export function ConsoleLoading() {
  return <ProgressAlongTop label={useTranslate()('shell.layout.loading')} />;
}

/** The console's language and settings stay in this browser's storage between visits, as with <Admin>. */
export const browserStore = localStorageStore();

type ConsoleAdminProps = Pick<AdminContextProps, 'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme' | 'store' | 'queryClient'> &
  Pick<CoreAdminUIProps, 'layout' | 'dashboard' | 'accessDenied' | 'catchAll' | 'loginPage' | 'children'>;

/**
 * react-admin's <Admin>, put together from the parts the console uses. <Admin> itself carries
 * default values for everything — its layout, login page, preference editor (with a form library),
 * Polyglot for translations — which would all be downloaded with the console though it uses none
 * of them. Sessions are required and telemetry is off, as the console always wants.
 */
export function ConsoleAdmin({ dataProvider, authProvider, i18nProvider, theme, store = browserStore, queryClient, children, ...screens }: ConsoleAdminProps) {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} store={store} queryClient={queryClient}>
      <ConsoleDirection>
        <CssBaseline enableColorScheme>
          <CoreAdminUI {...screens} error={ErrorOnDemand} authenticationError={AuthenticationErrorOnDemand} loading={ConsoleLoading} requireAuth disableTelemetry>
            {children}
          </CoreAdminUI>
          <ConsoleNotification />
        </CssBaseline>
      </ConsoleDirection>
    </AdminContext>
  );
}
