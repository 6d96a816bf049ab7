import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSignInTranslator, preferredLocale, type Translate } from './i18n/translator';
import { isPublicPath, normalizedPath } from './pages/login/navigation/publicPaths';
import { disableLiveFeeds } from './providers/live/liveSwitch';
import { sendSessionRequestsAhead } from './shell/sessionAhead';

// The sign-in pages load without react-admin and MUI; the console itself is fetched once signed in.
const PublicPage = lazy(() => import('./pages/login/PublicPage'));
const ConsoleApp = lazy(() => import('./App'));

const path = normalizedPath(window.location.pathname);
const locale = preferredLocale();

function Root({ translate }: { translate?: Translate }) {
  return <Suspense fallback={null}>{isPublicPath(path) && translate ? <PublicPage path={path} initialLocale={locale} initialTranslate={translate} /> : <ConsoleApp />}</Suspense>;
}

/** Mock API mode (spec 1.7): MSW answers /api before anything asks. Left out of the build when the flag is off. */
async function startMockApiWhenAsked(): Promise<void> {
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
    disableLiveFeeds();
  }
}

// A sign-in page opens with its language's texts at hand; the console loads its own with its chunk.
// The console is rendered once its code is here rather than behind a Suspense fallback: React holds
// back what replaces a fallback for a moment, which would delay the first screen.
const publicPage = isPublicPath(path);
// A console page asks for its session while its code downloads (in mock mode, only once MSW answers).
if (!publicPage && import.meta.env.VITE_MOCK_API !== 'true') sendSessionRequestsAhead();
Promise.all([
  startMockApiWhenAsked().catch((error: unknown) => console.error('Mock API mode did not start', error)),
  publicPage ? loadSignInTranslator(locale) : undefined,
  publicPage ? undefined : import('./App'),
]).then(([, translate, consoleModule]) => {
  // Begun before the first drawing, which takes a while: the section and its rows are fetched meanwhile.
  const sessionLoad = consoleModule?.beginConsoleSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {consoleModule ? <consoleModule.default sessionLoad={sessionLoad} /> : <Root translate={translate} />}
    </StrictMode>,
  );
});
