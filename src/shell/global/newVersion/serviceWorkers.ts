import { TransientUpdateError } from './updateChecker';

/** The service worker registered for update checks (spec 7.8), and its removal when checks are off (4.7). */

export const UPDATE_SERVICE_WORKER_URL = '/sw.js';

// Mock API mode serves the API from MSW's worker, which owns the same scope: leave it alone.
const isMockApiWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((worker) => worker?.scriptURL.endsWith('/mockServiceWorker.js'));

function serviceWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/**
 * Registers /sw.js. Rejects when the browser refuses it or the new worker fails to install, with a
 * TransientUpdateError when the script could not be fetched (the browser's TypeError: no answer, or a
 * bad status); a browser without service workers (or a page not served securely) simply has none.
 */
export async function registerUpdateServiceWorker(): Promise<void> {
  const container = serviceWorkers();
  if (!container) return;
  const existing = await container.getRegistrations();
  if (existing.some(isMockApiWorker)) return;
  const registration = await container.register(UPDATE_SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    throw error instanceof TypeError ? new TransientUpdateError(error.message) : error;
  });
  const installing = registration.installing;
  if (!installing) return;
  await new Promise<void>((resolve, reject) => {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'redundant') reject(new Error('The update service worker failed to install.'));
      else if (installing.state === 'activated') resolve();
    });
    installing.addEventListener('error', () => reject(new Error('The update service worker reported an error.')));
  });
}

export async function removeServiceWorkers(): Promise<void> {
  const container = serviceWorkers();
  if (!container) return;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.filter((registration) => !isMockApiWorker(registration)).map((registration) => registration.unregister()));
}
