import type { SubscribeRequest } from '../../../permissions/liveFeeds';

/**
 * What the live connection needs of a socket: socket.io's client is one, and mock API mode gives
 * one of its own that plays the feeds in the page (src/mocks/live/).
 */
export interface LiveSocket {
  readonly connected: boolean;
  readonly active: boolean;
  onAny(listener: (event: string, message: unknown) => void): unknown;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  timeout(ms: number): { emitWithAck(event: 'subscribe' | 'unsubscribe', request: SubscribeRequest): Promise<unknown> };
  connect(): unknown;
  disconnect(): unknown;
}
