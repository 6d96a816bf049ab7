/** A refused or failed call, carrying the server's `{ message, code }` when it sent one, and the answer's body as `data`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TOO_MANY_REQUESTS = 429;

export function getJson<T>(path: string): Promise<T> {
  return request<T>(path, { method: 'GET' });
}

export function postJson<T>(path: string, body: unknown): Promise<T> {
  return request<T>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** The server's own words when it gave any, else the page's text for the situation. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    // The language the page is shown in, so that the server's refusals and mails are written in it.
    const headers = { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en', ...init.headers };
    response = await fetch(path, { ...init, credentials: 'same-origin', headers });
  } catch {
    throw new ApiError(0, '', null);
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, body);
  return body as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields.message === 'string' ? fields.message : '';
  const code = typeof fields.code === 'string' ? fields.code : null;
  return new ApiError(status, message, code, body);
}

/** Too many attempts: the server's message says when to try again, which the page's own text cannot. */
export function rateLimitMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === TOO_MANY_REQUESTS && error.message ? error.message : fallback;
}
