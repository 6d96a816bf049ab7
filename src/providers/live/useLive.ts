import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveFeed, LiveMessages, SubscribeRequest } from '../../../permissions/liveFeeds';
import { LiveConnection, type LiveState } from './liveConnection';
import { liveFeedsEnabled, liveSocketReplacement } from './liveSwitch';

let shared: LiveConnection | null = null;

function liveConnection(): LiveConnection | null {
  if (!liveFeedsEnabled()) return null;
  shared ??= new LiveConnection(liveSocketReplacement());
  return shared;
}

/**
 * Listens to a live feed while the component is on screen (and `active`). The handler may change on
 * every render; the subscription changes only with the feed and its parameters.
 */
export function useLiveFeed<F extends LiveFeed>(feed: F, params: SubscribeRequest['params'], handler: (message: LiveMessages[F]) => void, active = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = JSON.stringify(params ?? null);
  useEffect(() => {
    const connection = active ? liveConnection() : null;
    if (!connection) return undefined;
    const stable = (JSON.parse(key) as SubscribeRequest['params'] | null) ?? undefined;
    return connection.subscribe(feed, stable, (message) => latest.current(message));
  }, [feed, key, active]);
}

const noState = () => () => undefined;

/** Whether live updates are flowing: for the "Live" / "Reconnecting…" indicator. */
export function useLiveState(): LiveState {
  const connection = liveConnection();
  return useSyncExternalStore(connection ? (listener) => connection.onState(listener) : noState, () => connection?.state ?? 'offline', () => 'offline');
}

/**
 * Calls `onResumed` each time live updates flow again after a break (a server restart, a network
 * drop): what was published meanwhile was missed, so a screen holding a snapshot loads it again.
 */
export function useLiveResumed(onResumed: () => void): void {
  const state = useLiveState();
  const latest = useRef(onResumed);
  useEffect(() => {
    latest.current = onResumed;
  });
  const interrupted = useRef(false);
  useEffect(() => {
    if (state === 'offline') interrupted.current = true;
    else if (state === 'live' && interrupted.current) {
      interrupted.current = false;
      latest.current();
    }
  }, [state]);
}
