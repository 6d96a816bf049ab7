import { SERVER_TEXTS } from '../../i18n/serverTexts';

/**
 * Errors that say the database cannot answer now (PostgreSQL down or unreachable, SQLite locked past
 * its busy timeout), as against errors in the request or in our code. A request that meets one is
 * answered 503 and nothing of it is done: a permission that cannot be checked is not granted.
 */
export type Unavailability = 'unreachable' | 'busy';

/** In English; the answer says it in the caller's language (server/errors.ts). */
export const UNAVAILABLE_MESSAGES: Record<Unavailability, string> = {
  unreachable: SERVER_TEXTS.en.errors.unreachable,
  busy: SERVER_TEXTS.en.errors.busy,
};

/** The `code` of a 503 answer, as the client tells them apart. */
export const UNAVAILABLE_CODES: Record<Unavailability, string> = {
  unreachable: 'DATABASE_UNAVAILABLE',
  busy: 'DATABASE_BUSY',
};

/** A query or transaction that met one of these errors; `cause` is the driver's own error, for the log. */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly kind: Unavailability,
    override readonly cause: unknown,
  ) {
    super(UNAVAILABLE_MESSAGES[kind]);
  }
}

/** The driver's error as a DatabaseUnavailableError when it is one of these, unchanged otherwise. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const kind = unavailabilityOf(error);
  return kind ? new DatabaseUnavailableError(kind, error) : error;
}

/** Seconds a client is told to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE classes 08 (connection exception) and 53 (insufficient resources); 57P01-03: shutting down or starting. */
const POSTGRES_STATES = /^(08|53|57P0[1-3])/;
/** node-postgres reports a lost or timed-out connection by message only. */
const POSTGRES_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

export function unavailabilityOf(error: unknown): Unavailability | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message = '', errors } = error as { code?: unknown; message?: string; errors?: unknown[] };
  if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy';
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code))) return 'unreachable';
  if (POSTGRES_MESSAGES.test(message)) return 'unreachable';
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  return Array.isArray(errors) ? errors.map(unavailabilityOf).find(Boolean) : undefined;
}
