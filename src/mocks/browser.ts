import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/**
 * Mock API mode (VITE_MOCK_API=true): MSW's worker (public/mockServiceWorker.js) answers /api in the
 * browser. Requests it has no handler for go to the network as usual.
 */
export async function startMockApi(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' }, quiet: true });
}
