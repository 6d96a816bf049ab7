import { Admin, CustomRoutes, type AuthProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { AppGuard } from './shell/AppGuard';
import { loginUrlFor } from './shell/loginRedirect';
import { theme } from './shell/theme';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkError: async () => undefined,
  checkAuth: async () => {
    const response = await fetch('/api/auth/check', { credentials: 'include' });
    if (!response.ok) throw new Error('Not signed in');
  },
};

/** A session that ends inside the console leads back to the light login page. */
function ToLoginPage() {
  window.location.replace(loginUrlFor(window.location.pathname, window.location.search));
  return null;
}

export default function App() {
  return (
    <AppGuard>
      <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} loginPage={ToLoginPage} theme={theme} requireAuth disableTelemetry>
        <CustomRoutes>
          <Route path="/home" element={null} />
        </CustomRoutes>
      </Admin>
    </AppGuard>
  );
}
