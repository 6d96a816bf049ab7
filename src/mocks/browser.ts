import { setupWorker } from 'msw/browser';
import { feedLiveFrom } from '../providers/live/liveSwitch';
import { handlers } from './handlers';
import { MockLiveSocket } from './live/mockLiveSocket';
import { mockStore } from './records/mockStore';

/**
 * Mock API mode (VITE_MOCK_API=true): MSW's worker (public/mockServiceWorker.js) answers /api in the
 * browser, and the live feeds are played in the page over the same mock operation. Requests it has
 * no handler for go to the network as usual.
 */
export async function startMockApi(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' }, quiet: true });
  feedLiveFrom(() => new MockLiveSocket(mockStore()));
}
