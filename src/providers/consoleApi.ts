import { fetchUtils } from 'react-admin';

/**
 * A call of the console's own API beyond the declared resources (settings, route explorer), with the
 * session cookie. A refusal rejects with react-admin's HttpError, carrying the server's message.
 */
export async function callConsoleApi<T>(path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown): Promise<T> {
  const { json } = await fetchUtils.fetchJson(path, { method, credentials: 'include', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return json as T;
}

/** The server's words for a refusal, or the screen's own when there are none. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
