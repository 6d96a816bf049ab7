import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfig } from './appConfig';
import { preferredLocale, translatorFor } from './i18n/translator';
import { isPublicPath, normalizedPath } from './pages/login/navigation/publicPaths';

// The sign-in pages load without react-admin and MUI; the console itself is fetched once signed in.
const PublicPage = lazy(() => import('./pages/login/PublicPage'));
const ConsoleApp = lazy(() => import('./App'));

const translate = translatorFor(preferredLocale());
document.title = translate('app.portal', { product: appConfig().productName });

const path = normalizedPath(window.location.pathname);

function Root() {
  return <Suspense fallback={null}>{isPublicPath(path) ? <PublicPage path={path} translate={translate} /> : <ConsoleApp />}</Suspense>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
