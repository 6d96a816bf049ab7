import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfig } from './appConfig';
import { preferredLocale, translatorFor } from './i18n/translator';

// The sign-in pages load without react-admin and MUI; the console itself is fetched once signed in.
const LoginPage = lazy(() => import('./pages/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const ConsoleApp = lazy(() => import('./App'));

const PUBLIC_PATHS = ['/login'];

const translate = translatorFor(preferredLocale());
document.title = translate('app.portal', { product: appConfig().productName });

function Root() {
  const isPublic = PUBLIC_PATHS.includes(window.location.pathname);
  return <Suspense fallback={null}>{isPublic ? <LoginPage translate={translate} /> : <ConsoleApp />}</Suspense>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
