import type { DehydratedState } from '@tanstack/react-query';
import type { LocaleCode } from '../../i18n/locales';
import type { LayoutAsDrawn } from '../shell/layout/layoutAsDrawn';
import type { ConsoleSession } from '../shell/loadConsoleSession';

/**
 * What a console page drawn on the server hands the browser beside its markup, so that the browser
 * takes the page over (hydrates it) drawing exactly what the server drew: the session the gate would
 * have loaded, the language, the layout assumed, react-admin's store and its answered queries.
 */
export interface ServerDrawnPage {
  session: ConsoleSession;
  locale: LocaleCode;
  layout: LayoutAsDrawn;
  /** react-admin's store as the page was drawn with it (the language, the list's columns). */
  store: Record<string, unknown>;
  queries: DehydratedState;
}

/** The element the state travels in: inert JSON, never run as a script (the CSP stays strict). */
const SERVER_DRAWN_PAGE_ID = 'server-drawn-page';

/** The state as a data block; its text holds no `<` at all, so no `</script>` in a record can end it early. */
export function serverDrawnPageScript(page: ServerDrawnPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_DRAWN_PAGE_ID}">${json}</script>`;
}

/** The state of the page the server drew, or undefined for a page the browser draws itself. */
export function readServerDrawnPage(document: Document): ServerDrawnPage | undefined {
  const text = document.getElementById(SERVER_DRAWN_PAGE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerDrawnPage) : undefined;
}
