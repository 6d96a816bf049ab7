/*
 * The full page loads the global elements make (a new version, a vanished section, the end of an
 * impersonation). Tests replace these functions because jsdom cannot navigate.
 */

export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(url: string): void {
  window.location.assign(url);
}
