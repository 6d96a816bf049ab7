import { TELEMETRY_LIMITS, type ErrorReport, type TelemetryEvent } from '../../../permissions/telemetryContract';
import type { LoadFailureDetails, LoadFailureKind, TelemetryAdapter } from './telemetryAdapter';

export type { ErrorReport, TelemetryEvent };

export const TELEMETRY_EVENTS_PATH = '/api/telemetry/events';
export const TELEMETRY_ERRORS_PATH = '/api/telemetry/errors';

// The collector's own limits: longer batches and texts are refused as a whole.
const { eventsPerBatch: MAX_EVENTS_PER_BATCH, errorsPerBatch: MAX_ERRORS_PER_BATCH } = TELEMETRY_LIMITS;
const MAX_TEXT: number = TELEMETRY_LIMITS.text;
const MAX_MESSAGE: number = TELEMETRY_LIMITS.message;

export type TelemetrySend = (path: string, body: object) => Promise<void>;

export interface ServerTelemetryOptions {
  send?: TelemetrySend;
  now?: () => Date;
  /** Events gathered within this time travel in one request. */
  batchDelayMs?: number;
}

/** keepalive lets a batch outlive the page, e.g. one sent just before a full reload. */
const postJson: TelemetrySend = async (path, body) => {
  await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
};

const clip = (text: string | undefined, length = MAX_TEXT) => (text === undefined ? undefined : text.slice(0, length));

/** The default adapter: batches to the console's own server. Failures are dropped, never shown. */
export function createServerTelemetryAdapter({ send = postJson, now = () => new Date(), batchDelayMs = 2000 }: ServerTelemetryOptions = {}): TelemetryAdapter {
  let events: TelemetryEvent[] = [];
  let errors: ErrorReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sendQuietly = (path: string, body: object) => send(path, body).catch(() => undefined);

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const sending: Promise<void>[] = [];
    for (; events.length; events = events.slice(MAX_EVENTS_PER_BATCH)) {
      sending.push(sendQuietly(TELEMETRY_EVENTS_PATH, { events: events.slice(0, MAX_EVENTS_PER_BATCH) }));
    }
    for (; errors.length; errors = errors.slice(MAX_ERRORS_PER_BATCH)) {
      sending.push(sendQuietly(TELEMETRY_ERRORS_PATH, { errors: errors.slice(0, MAX_ERRORS_PER_BATCH) }));
    }
    await Promise.all(sending);
  };

  const later = () => {
    timer ??= setTimeout(() => void flush(), batchDelayMs);
  };

  return {
    identify(userId, { gitVersion }) {
      events.push({ type: 'identify', at: now().toISOString(), userId, gitVersion: clip(gitVersion) });
      later();
    },
    page(path) {
      events.push({ type: 'page', at: now().toISOString(), path: clip(path) });
      later();
    },
    reportError(kind: LoadFailureKind, { message, url }: LoadFailureDetails) {
      errors.push({ kind, message: clip(message, MAX_MESSAGE) ?? '', url: clip(url), at: now().toISOString() });
      later();
    },
    flush,
  };
}
