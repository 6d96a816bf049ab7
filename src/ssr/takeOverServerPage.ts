import { hydrate, QueryClient } from '@tanstack/react-query';
import { consoleLocaleFor } from '../i18n/userLocale';
import { openConsoleIn } from '../providers/i18nProvider';
import { browserStore } from '../shell/admin/ConsoleAdmin';
import { drawLayoutWith } from '../shell/layout/layoutAsDrawn';
import type { ConsoleSession } from '../shell/loadConsoleSession';
import { preloadSectionAt, sectionResourceAt } from '../shell/routes/sectionRoutes';
import type { ServerDrawnPage } from './serverDrawnPage';

/** What the console takes a page drawn on the server over with: its session and react-admin's answered queries. */
export interface TakenOverPage {
  session: ConsoleSession;
  queryClient: QueryClient;
}

/** How long the server's answers are not asked for again as the page is taken over (its lazy parts included). */
const TAKING_OVER_MS = 5_000;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether react-admin's store in this browser agrees with the one the section was drawn with: what
 * it keeps of the section's entity (a list's order and filters, its selected rows, its columns shown)
 * is either nothing or what the server had. A list kept in another order is drawn afresh in it.
 */
function storeAgrees(drawnWith: Record<string, unknown>, pathname: string): boolean {
  const resource = sectionResourceAt(pathname)?.name;
  if (!resource) return true;
  const kept = { ...browserStore.listItems?.(`${resource}.`), ...browserStore.listItems?.(`preferences.${resource}.`) };
  return Object.entries(kept).every(([key, value]) => same(value, drawnWith[key]) || same(value, []));
}

/**
 * Gets the browser ready to take over the page the server drew (hydrate it): the language, layout,
 * stored settings and answers the server drew with, the section's code. Undefined when this browser
 * would draw something else — another language chosen on it, a list kept in another order — and
 * then the console draws the page itself, as it does any page not drawn on the server.
 */
export async function takeOverServerPage({ session, locale, layout, store, queries }: ServerDrawnPage, pathname: string): Promise<TakenOverPage | undefined> {
  const { profile, check } = session;
  if ((await consoleLocaleFor(profile.locale, !check.isImpersonation)) !== locale || !storeAgrees(store, pathname)) return undefined;
  drawLayoutWith(layout);
  for (const [key, value] of Object.entries(store)) if (browserStore.getItem(key) === undefined) browserStore.setItem(key, value);
  await Promise.all([openConsoleIn(locale), preloadSectionAt(pathname)]);
  const queryClient = new QueryClient();
  hydrate(queryClient, queries);
  // What shows an answer the server sent as the page is taken over does not ask for it again; later,
  // as any answer, it is asked for again when shown. A list sorted back to its first order fetches
  // its rows at any time: a changed question is answered afresh whatever its mount.
  const until = Date.now() + TAKING_OVER_MS;
  const refetchOnMount = () => Date.now() >= until;
  for (const { queryKey } of queries.queries) queryClient.setQueryDefaults(queryKey, { refetchOnMount });
  return { session, queryClient };
}
