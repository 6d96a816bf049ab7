/* global self */
/*
 * The service worker registered for update checks (spec 7.8). It caches and intercepts nothing: the
 * page compares the version GET /api/app-config serves with its own, and "Refresh" must then load the
 * new build straight from the server. A changed worker takes over at once instead of waiting for
 * every tab to close.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
