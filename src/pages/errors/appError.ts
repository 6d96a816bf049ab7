/**
 * Spec 3's Error, as the error screen (spec 2.10) receives it: the text shown, and what it came
 * from — a web error's answer (`data`, and the server's `contextId` when it gave one), or any other
 * thrown thing, dumped. Plain data, so that it can travel in the navigation state.
 */
export interface AppError {
  /** Null: the screen's default text ("Something went wrong"). */
  text: string | null;
  originalError?: OriginalError;
}

export type OriginalError = { webError: WebError } | { unknownError: string };

export interface WebError {
  /** The answer's body: the server's `{ message, code, contextId }`, or whatever else answered (a proxy's page). */
  data: unknown;
  contextId?: string;
}

/** The navigation state that carries an error to /error. */
export interface ErrorScreenState {
  error: AppError;
}

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields | null => (typeof value === 'object' && value !== null ? (value as Fields) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * What went wrong, in spec 3's shape. A web error is an answer with a status (react-admin's HttpError
 * keeps its body as `body`; the sign-in pages' as `data`); the server's error body alone counts as
 * one too. Anything else is an unknown error.
 */
export function appErrorOf(error: unknown): AppError | null {
  if (error === undefined || error === null) return null;
  const fields = asFields(error);
  const answered = typeof fields?.status === 'number' && (fields.body !== undefined || fields.data !== undefined);
  const data = answered ? (fields!.body ?? fields!.data) : fields && text(fields.contextId) ? error : undefined;
  if (data !== undefined) {
    const body = asFields(data);
    const contextId = text(body?.contextId) ?? undefined;
    return { text: text(body?.message), originalError: { webError: { data, contextId } } };
  }
  return { text: text(fields?.message) ?? (typeof error === 'string' ? error : null), originalError: { unknownError: dumpOf(error) } };
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
export function appErrorFromState(state: unknown): AppError | null {
  const error = asFields(asFields(state)?.error);
  return error && (error.text === null || typeof error.text === 'string') ? (error as unknown as AppError) : null;
}
