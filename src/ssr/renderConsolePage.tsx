import { dehydrate, QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import type { LocaleCode } from '../../i18n/locales';
import { Console } from '../App';
import { adoptAppConfig, appConfig, type AppConfig } from '../appConfig';
import { loadConsoleTexts } from '../providers/i18nProvider';
import { ConsoleSessionGate } from '../shell/ConsoleSessionGate';
import { drawLayoutWith, TYPICAL_LAYOUT, type LayoutAsDrawn } from '../shell/layout/layoutAsDrawn';
import { loadConsoleSession } from '../shell/loadConsoleSession';
import { preloadSectionAt } from '../shell/routes/sectionRoutes';
import { windowTitle } from '../shell/windowTitle';
import { serverDrawnPageScript } from './serverDrawnPage';
import { settledMarkup } from './settledMarkup';

export interface PageRequest {
  /** The settings of the portal the page is asked of (in a browser, read from the page itself). */
  portal: AppConfig;
  pathname: string;
  search: string;
  /** The language the browser asks for, used when the user has none of their own. */
  browserLocale: LocaleCode;
  /** What the request tells of the browser's window, saved menu state and scheme; a typical desktop's for what it does not. */
  layout?: Partial<LayoutAsDrawn>;
}

export type PageRendering =
  /** `markup` goes into the page's root element, `state` (the browser takes the page over with it) after it. */
  | { kind: 'page'; lang: LocaleCode; title: string; markup: string; state: string }
  /** The visitor is sent elsewhere (signed out, no account chosen): the browser's console does that. */
  | { kind: 'elsewhere' };

/**
 * A console page drawn on the server as the browser would draw it once everything is loaded: the
 * session, then the frame and the section at `pathname`, with every answer react-admin asks for.
 * Every read goes through the console's own API with the visitor's session (see renderWorker.ts),
 * so the page shows exactly what that visitor may see.
 */
export async function renderConsolePage({ portal, pathname, search, browserLocale, layout: told = {} }: PageRequest): Promise<PageRendering> {
  const layout: LayoutAsDrawn = {
    screenWidth: told.screenWidth ?? TYPICAL_LAYOUT.screenWidth,
    sidebarSaved: told.sidebarSaved ?? TYPICAL_LAYOUT.sidebarSaved,
    colorScheme: told.colorScheme ?? TYPICAL_LAYOUT.colorScheme,
  };
  adoptAppConfig(portal);
  const outcome = await loadConsoleSession(pathname, search);
  if (outcome.kind === 'redirect') return { kind: 'elsewhere' };
  const { session } = outcome;
  const locale = session.profile.locale ?? browserLocale;
  drawLayoutWith(layout);
  await Promise.all([loadConsoleTexts(locale), preloadSectionAt(pathname)]);
  // Nothing is fetched again on the server, and no cache timer outlives the page.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const store = memoryStore({ locale });
  // react-admin sets its store up in an effect, and until then keeps what is written aside.
  store.setup();
  const page = (
    <ConsoleSessionGate loaded={session}>
      <Console serverLocation={`${pathname}${search}`} store={store} queryClient={queryClient} />
    </ConsoleSessionGate>
  );
  const html = await settledMarkup(page, queryClient);
  const { account } = session;
  return {
    kind: 'page',
    lang: locale,
    title: windowTitle(appConfig().productName, account.userRole, account.account.name),
    markup: html,
    state: serverDrawnPageScript({ session, locale, layout, store: store.listItems?.() ?? {}, queries: dehydrate(queryClient) }),
  };
}
