import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSignInTranslator, preferredLocale, type Translate } from './i18n/translator';
import { isPublicPath, normalizedPath } from './pages/login/navigation/publicPaths';
import { watchLoadFailures } from './providers/telemetry/loadFailureReporting';
import { telemetry } from './providers/telemetry/telemetry';
import { importOrReload, lazyWithReport } from './shell/global/lazyWithReport';
import { sendSessionRequestsAhead } from './shell/sessionAhead';

// Spec 8: a script or stylesheet that fails to load is reported, from the page's first moment on.
watchLoadFailures(window, telemetry());

// The sign-in pages load without react-admin and MUI; the console itself is fetched once signed in.
const PublicPage = lazyWithReport(() => import('./pages/login/PublicPage'));
const ConsoleApp = lazyWithReport(() => import('./App'));

const path = normalizedPath(window.location.pathname);
const locale = preferredLocale();

function Root({ translate }: { translate?: Translate }) {
  return <Suspense fallback={null}>{isPublicPath(path) && translate ? <PublicPage path={path} initialLocale={locale} initialTranslate={translate} /> : <ConsoleApp />}</Suspense>;
}

/**
 * Mock API mode (spec 1.7): MSW answers /api before anything asks, and the live feeds play in the
 * page. Left out of the build when the flag is off.
 */
async function startMockApiWhenAsked(): Promise<void> {
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockApi } = await import('./mocks/browser');
    await startMockApi();
  }
}

const container = document.getElementById('root')!;

/**
 * What the server drew cannot be clicked until the console has drawn the page itself or taken it
 * over (see server/ssr/consolePages.ts).
 */
const makeClickable = () => container.removeAttribute('data-drawn-on-server');

/** A console page the server drew is taken over where the browser would draw the same; otherwise drawn afresh. */
async function drawConsole(consoleModule: typeof import('./App')): Promise<void> {
  const serverDrawing = consoleModule.readServerDrawnPage(document);
  const takenOver = serverDrawing && (await consoleModule.takeOverServerPage(serverDrawing, path));
  if (takenOver) {
    // A difference React finds as it takes the page over is mended by drawing afresh; it is reported all the same.
    // The console alone, as the server drew it: a sibling beside it would change the ids React gives its parts.
    const page = <StrictMode><consoleModule.default takenOver={takenOver} onShown={makeClickable} /></StrictMode>;
    hydrateRoot(container, page, { onRecoverableError: (error) => console.error('The page drawn on the server was drawn afresh', error) });
    return;
  }
  // Begun before the first drawing, which takes a while: the section and its rows are fetched meanwhile.
  draw(<consoleModule.default sessionLoad={consoleModule.beginConsoleSession()} onShown={makeClickable} />);
}

const draw = (page: ReactNode) => createRoot(container).render(<StrictMode>{page}</StrictMode>);

// A sign-in page opens with its language's texts at hand; the console loads its own with its chunk.
// The console is rendered once its code is here rather than behind a Suspense fallback: React holds
// back what replaces a fallback for a moment, which would delay the first screen.
const publicPage = isPublicPath(path);
const drawnOnServer = container.firstChild !== null;
// A console page asks for its session while its code downloads (in mock mode, only once MSW answers),
// unless the server drew it, with its session.
if (!publicPage && !drawnOnServer && import.meta.env.VITE_MOCK_API !== 'true') sendSessionRequestsAhead();
Promise.all([
  startMockApiWhenAsked().catch((error: unknown) => console.error('Mock API mode did not start', error)),
  publicPage ? loadSignInTranslator(locale) : undefined,
  publicPage ? undefined : importOrReload(() => import('./App')),
]).then(([, translate, consoleModule]) => (consoleModule ? drawConsole(consoleModule) : draw(<Root translate={translate} />)));
