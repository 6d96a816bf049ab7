/**
 * What the error screen (spec 2.10) shows about an error: its text, then one of the original web
 * error's data, the server's context id, or a dump of whatever else was thrown. Plain data, so that
 * it can travel in the navigation state.
 */
export type ErrorDetails =
  | { kind: 'web'; message: string | null; data: unknown }
  | { kind: 'context'; message: string | null; contextId: string }
  | { kind: 'unknown'; message: string | null; dump: string }
  | { kind: 'none' };

/** The navigation state that carries an error to /error. */
export interface ErrorScreenState {
  errorDetails: ErrorDetails;
}

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields | null => (typeof value === 'object' && value !== null ? (value as Fields) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function errorDetailsOf(error: unknown): ErrorDetails {
  if (error === undefined || error === null) return { kind: 'none' };
  const fields = asFields(error);
  // react-admin's HttpError carries the response as `body`; the server's errors say `{ message, code, contextId }`.
  const body = asFields(fields?.body) ?? asFields(fields?.data);
  const contextId = text(body?.contextId) ?? text(fields?.contextId);
  const message = text(body?.message) ?? text(fields?.message) ?? (typeof error === 'string' ? error : null);
  if (typeof fields?.status === 'number' && (fields.body !== undefined || fields.data !== undefined)) {
    return { kind: 'web', message, data: fields.body ?? fields.data };
  }
  if (contextId) return { kind: 'context', message, contextId };
  return { kind: 'unknown', message, dump: dumpOf(error) };
}

function dumpOf(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** What the error screen received, if anything. */
export function errorDetailsFromState(state: unknown): ErrorDetails {
  const details = asFields(asFields(state)?.errorDetails);
  return details && typeof details.kind === 'string' ? (details as ErrorDetails) : { kind: 'none' };
}
