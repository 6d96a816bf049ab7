import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfig } from './appConfig';
import { preferredLocale, translatorFor } from './i18n/translator';
import { isPublicPath, normalizedPath } from './pages/login/navigation/publicPaths';
import { disableLiveFeeds } from './providers/live/liveSwitch';

// The sign-in pages load without react-admin and MUI; the console itself is fetched once signed in.
const PublicPage = lazy(() => import('./pages/login/PublicPage'));
const ConsoleApp = lazy(() => import('./App'));

const translate = translatorFor(preferredLocale());
document.title = translate('app.portal', { product: appConfig().productName });

const path = normalizedPath(window.location.pathname);

function Root() {
  return <Suspense fallback={null}>{isPublicPath(path) ? <PublicPage path={path} /> : <ConsoleApp />}</Suspense>;
}

/** Mock API mode (spec 1.7): MSW answers /api before anything asks. Left out of the build when the flag is off. */
async function startMockApiWhenAsked(): Promise<void> {
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
    disableLiveFeeds();
  }
}

startMockApiWhenAsked()
  .catch((error: unknown) => console.error('Mock API mode did not start', error))
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
