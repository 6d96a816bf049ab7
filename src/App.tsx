import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { createAuthProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { ConsoleSessionGate, useConsoleSession } from './shell/ConsoleSessionGate';
import { HomePage } from './shell/HomePage';
import { loginUrlFor } from './shell/loginRedirect';
import { theme } from './shell/theme';

/** A session that ends inside the console leads back to the light login page. */
function ToLoginPage() {
  window.location.replace(loginUrlFor(window.location.pathname, window.location.search));
  return null;
}

function Console() {
  const session = useConsoleSession();
  const authProvider = useMemo(() => createAuthProvider(session), [session]);
  return (
    <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} loginPage={ToLoginPage} dashboard={HomePage} theme={theme} requireAuth disableTelemetry>
      <CustomRoutes>
        <Route path="/home" element={<HomePage />} />
      </CustomRoutes>
    </Admin>
  );
}

export default function App() {
  return (
    <ConsoleSessionGate>
      <Console />
    </ConsoleSessionGate>
  );
}
