import { withoutQueryParam } from './publicQuery';

/*
 * Every full-page navigation of the public pages goes through here: the console is another bundle,
 * so moving into it is a real page load, and tests replace these functions because jsdom cannot navigate.
 */

export function goTo(url: string): void {
  window.location.assign(url);
}

/** Navigates without leaving the current page in the history. */
export function replaceWith(url: string): void {
  window.location.replace(url);
}

/** Removes a parameter from the address bar without reloading. */
export function dropQueryParam(name: string): void {
  const { pathname, search, hash } = window.location;
  if (!new URLSearchParams(search).has(name)) return;
  window.history.replaceState(window.history.state, '', withoutQueryParam(`${pathname}${search}${hash}`, name));
}
