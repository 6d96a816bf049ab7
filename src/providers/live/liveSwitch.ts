let enabled = true;

/**
 * Mock API mode and component tests have no socket server: screens then work without live updates.
 * Kept apart from the socket client so that the sign-in pages can call it without loading it.
 */
export function disableLiveFeeds(): void {
  enabled = false;
}

export function liveFeedsEnabled(): boolean {
  return enabled;
}
