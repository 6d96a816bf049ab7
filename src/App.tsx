import { AbilityProvider } from '@casl/react';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { CustomRoutes, Resource, type Store } from 'react-admin';
import { BrowserRouter, Route, StaticRouter } from 'react-router-dom';
import { defineAbilityFor } from '../permissions/defineAbility';
import { RESOURCES } from '../resources';
import { appConfig } from './appConfig';
import { WithMapsScript } from './maps/WithMapsScript';
import { ErrorScreen } from './pages/errors/ErrorScreen';
import { AccessDeniedPage, NoViewPermissionsPage, PageNotFoundPage, PageNotFoundScreen, SessionOutdatedPage } from './pages/errors/statusPages';
import { rememberAccountsPreset } from './pages/login/selectAccount/accountSelection';
import { representRecord } from '../resources/engine/readableValues';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { consoleAuthProvider } from './shell/ability/consoleAuthProvider';
import { gateRule, openToAll, operatorStaffOnly, type AccessRule } from './shell/ability/consoleAccess';
import { ConsoleAdmin } from './shell/admin/ConsoleAdmin';
import { ConsoleSessionGate, useConsoleSession } from './shell/ConsoleSessionGate';
import { loadConsoleSession, type SessionOutcome, type WhileLoading } from './shell/loadConsoleSession';
import { HomeResolver } from './shell/home/HomeResolver';
import { ConsoleLayout } from './shell/layout/ConsoleLayout';
import { FullScreenSection } from './shell/layout/FullScreenSection';
import { rememberLayout } from './shell/layout/layoutCookies';
import { loginUrlFor } from './shell/loginRedirect';
import { GuardedPage } from './shell/routes/GuardedPage';
import { lazyWithReport } from './shell/global/lazyWithReport';
import { sectionRouteElements } from './shell/routes/sectionRouteElements';
import { fetchListAheadAt, preloadSectionAt } from './shell/routes/sectionRoutes';
import { SHELL_PATHS } from './shell/routes/shellPaths';
import { CONSOLE_THEMES } from './shell/theme/consoleThemes';
import { rememberCurrentColorScheme, useColorScheme } from './shell/theme/useColorScheme';
import type { TakenOverPage } from './ssr/takeOverServerPage';

const SectionPlaceholder = lazyWithReport(() => import('./pages/sections/SectionPlaceholder'));
const ProfilePage = lazyWithReport(() => import('./pages/profile/ProfilePage'));
const PolylineViewerPage = lazyWithReport(() => import('./pages/polylineViewer/PolylineViewerPage'));
const DeeplinkPage = lazyWithReport(() => import('./pages/deeplink/DeeplinkPage'));
const ContentLandingPage = lazyWithReport(() => import('./pages/contentLanding/ContentLandingPage'));
const CharterLoginPage = lazyWithReport(() => import('./pages/charterLogin/CharterLoginPage'));
const PasswordResetRequestPage = lazyWithReport(() => import('./pages/passwordResetRequest/PasswordResetRequestPage'));

/** Route management sits outside the layout (spec 2.1) and shares the explorer's editing gate. */
const ROUTE_MANAGEMENT_GATE = gateRule([['edit', 'route-explorer']]);

/** A session that ends inside the console leads back to the light login page. */
function ToLoginPage() {
  window.location.replace(loginUrlFor(window.location.pathname, window.location.search));
  return null;
}

/** A page whose screen comes later: its title and a placeholder, behind its rule. */
const placeholder = (titleKey: string, canOpen: AccessRule = openToAll) => (
  <GuardedPage canOpen={canOpen}>
    <SectionPlaceholder titleKey={titleKey} />
  </GuardedPage>
);

/**
 * What the console is drawn with beyond the session: on the server (see src/ssr/), the address it
 * is drawn at, react-admin's store and query cache; in the browser, the query cache a page drawn on
 * the server handed over.
 */
export interface ConsoleSetting {
  serverLocation?: string;
  store?: Store;
  queryClient?: QueryClient;
}

/**
 * Clean URLs (ARCHITECTURE.md): without a router of its own, react-admin would use hash URLs.
 * Navigations are not transitions: in one, React would keep the last page on screen, without a sign
 * of life, for as long as the next section's code takes to arrive, instead of its spinner (spec 2.3).
 */
function ConsoleRouter({ serverLocation, children }: { serverLocation?: string; children: ReactNode }) {
  if (serverLocation !== undefined) return <StaticRouter location={serverLocation}>{children}</StaticRouter>;
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

export function Console({ serverLocation, store, queryClient }: ConsoleSetting) {
  const session = useConsoleSession();
  const ability = useMemo(() => defineAbilityFor(session.account), [session.account]);
  const authProvider = useMemo(() => consoleAuthProvider(session, ability), [session, ability]);
  const colorScheme = useColorScheme();
  // Spec 4.9: a preset handed over in the console's address is kept as on the select-account page.
  useEffect(() => rememberAccountsPreset(window.location.search, window.localStorage), []);

  return (
    <AbilityProvider value={ability}>
      <ConsoleRouter serverLocation={serverLocation}>
        <ConsoleAdmin
          store={store}
          queryClient={queryClient}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          theme={CONSOLE_THEMES[colorScheme]}
          layout={ConsoleLayout}
          dashboard={HomeResolver}
          accessDenied={AccessDeniedPage}
          catchAll={PageNotFoundPage}
          loginPage={ToLoginPage}
        >
          {/* Definitions only (names, how records read): the sections' routes render the screens, in the page and in the drawer. */}
        {RESOURCES.map((resource) => (
          <Resource key={resource.name} name={resource.name} recordRepresentation={(record) => representRecord(resource.recordRepresentation, record)} />
        ))}
        <CustomRoutes noLayout>
            <Route path={SHELL_PATHS.error} element={<ErrorScreen />} />
            <Route path={SHELL_PATHS.pageNotFound} element={<PageNotFoundScreen />} />
            <Route path="/route-management/*" element={<FullScreenSection>{placeholder('shell.sections.routeManagement', ROUTE_MANAGEMENT_GATE)}</FullScreenSection>} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path={SHELL_PATHS.home} element={<HomeResolver />} />
            {sectionRouteElements}
            <Route path={`${SHELL_PATHS.profile}/*`} element={<GuardedPage><ProfilePage /></GuardedPage>} />
            <Route path="/password-reset-request" element={<GuardedPage><PasswordResetRequestPage /></GuardedPage>} />
            <Route path="/ui-demo" element={placeholder('shell.sections.uiDemo')} />
            <Route path="/polyline-viewer" element={<GuardedPage canOpen={operatorStaffOnly}><WithMapsScript><PolylineViewerPage /></WithMapsScript></GuardedPage>} />
            <Route path={SHELL_PATHS.deeplink} element={<DeeplinkPage />} />
            <Route path={SHELL_PATHS.landing} element={<ContentLandingPage />} />
            <Route path={`/${appConfig().charterLoginPath}`} element={<CharterLoginPage />} />
            <Route path={SHELL_PATHS.noViewPermissions} element={<NoViewPermissionsPage />} />
            <Route path={SHELL_PATHS.accountTimezoneError} element={<SessionOutdatedPage />} />
          </CustomRoutes>
        </ConsoleAdmin>
      </ConsoleRouter>
    </AbilityProvider>
  );
}

/**
 * The section asked for is fetched while the session loads, not after it, and once the account is
 * known, a list's first rows too: they arrive while the console's code is still being run.
 */
const preloadSectionAsked: WhileLoading = (account) => {
  const { pathname, search } = window.location;
  // Only a head start: should it fail (storage out of reach), the list asks for its rows itself.
  account.then((known) => known && fetchListAheadAt(pathname, search, known)).catch(() => undefined);
  return preloadSectionAt(pathname);
};

/** The session's load with the section asked for alongside, for main.tsx to begin as soon as this code has run. */
export const beginConsoleSession = (): Promise<SessionOutcome> => loadConsoleSession(window.location.pathname, window.location.search, preloadSectionAsked);

export { readServerDrawnPage } from './ssr/serverDrawnPage';
export { takeOverServerPage } from './ssr/takeOverServerPage';

interface AppProps {
  /** The session's load, begun already; without it, the console begins it as it is drawn. */
  sessionLoad?: Promise<SessionOutcome>;
  /** A page the server drew, taken over with the session and answers it was drawn with. */
  takenOver?: TakenOverPage;
  /** Once the console is first on screen (drawn, or the server's drawing taken over). */
  onShown?: () => void;
}

export default function App({ sessionLoad, takenOver, onShown }: AppProps) {
  const loading = useMemo(() => (takenOver ? undefined : (sessionLoad ?? beginConsoleSession())), [sessionLoad, takenOver]);
  useEffect(() => onShown?.(), [onShown]);
  useEffect(() => {
    rememberLayout();
    rememberCurrentColorScheme();
  }, []);
  return (
    <ConsoleSessionGate loading={loading} loaded={takenOver?.session}>
      <Console queryClient={takenOver?.queryClient} />
    </ConsoleSessionGate>
  );
}
