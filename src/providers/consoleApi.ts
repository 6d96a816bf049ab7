import { HttpError } from 'react-admin';
import type { WorkProgress } from '../../resources/errors/progressAnswer';
import { isProgressAnswer, PROGRESS_ANSWER_TYPE, ProgressReader } from './progressAnswer';

/** The answer's JSON, or its text when it is not JSON (a proxy's page), or nothing. */
function bodyOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const messageOf = (body: unknown, fallback: string) => {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
};

/**
 * A call of the console's own API beyond the declared resources (settings, route explorer), with the
 * session cookie. A refusal rejects with react-admin's HttpError, carrying the server's message and
 * its body — kept as text when it is not JSON, which react-admin's own fetch would drop, so that the
 * error screen can show what answered (spec 2.10).
 */
export async function callConsoleApi<T>(path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = bodyOf(await response.text());
  if (!response.ok) throw new HttpError(messageOf(answer, response.statusText), response.status, answer);
  return answer as T;
}

/**
 * A long call of the console's API that says how far it has got (a roster read and applied): each
 * step's progress goes to `onProgress` as it arrives, and it resolves or rejects as callConsoleApi
 * does. An answer that is not a progress stream (a refusal before the work started) is read as
 * callConsoleApi reads one.
 */
export async function callConsoleApiWithProgress<T>(path: string, onProgress: (progress: WorkProgress) => void): Promise<T> {
  const response = await fetch(path, { method: 'POST', credentials: 'include', headers: { Accept: `${PROGRESS_ANSWER_TYPE}, application/json` } });
  if (!isProgressAnswer(response.headers.get('content-type')) || !response.body) {
    const answer = bodyOf(await response.text());
    if (!response.ok) throw new HttpError(messageOf(answer, response.statusText), response.status, answer);
    return answer as T;
  }
  const reader = new ProgressReader<T>(onProgress);
  const decoder = new TextDecoder();
  const chunks = response.body.getReader();
  for (let chunk = await chunks.read(); !chunk.done; chunk = await chunks.read()) reader.add(decoder.decode(chunk.value, { stream: true }));
  return reader.result();
}

/** The server's words for a refusal, or the screen's own when there are none. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
