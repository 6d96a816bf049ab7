import type { LiveSocket } from './liveSocket';

let enabled = true;
let openMockSocket: (() => LiveSocket) | undefined;

/**
 * Component tests and the server's page drawing have no socket server: screens then work without
 * live updates. Kept apart from the socket client so that the sign-in pages can call it without loading it.
 */
export function disableLiveFeeds(): void {
  enabled = false;
}

/** Mock API mode: the feeds come from a socket that plays them in the page, not from the server's. */
export function feedLiveFrom(open: () => LiveSocket): void {
  openMockSocket = open;
  enabled = true;
}

export function liveFeedsEnabled(): boolean {
  return enabled;
}

/** The socket to open instead of the server's, if any. */
export function liveSocketReplacement(): (() => LiveSocket) | undefined {
  return openMockSocket;
}
