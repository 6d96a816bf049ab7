/** A browser-like caller of the API: keeps the cookies it is given and sends them back. */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  /** `connection` goes into every fetch's options as it is: a `dispatcher` that trusts a test's own certificate. */
  constructor(readonly baseUrl: string, private readonly defaultHeaders: Record<string, string> = {}, private readonly connection: object = {}) {}

  /** A JSON body unless it is a string or bytes, sent as they are (name their content type in `headers`). */
  async request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await this.send(method, path, body, headers);
    const text = await response.text();
    // JSON and its +json kinds; a stream of JSON lines (application/x-ndjson) is kept as text.
    const parsed = text && /(^|[/+])json\b/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** A GET whose answer is kept as bytes (an image, a file). */
  async download(path: string, headers: Record<string, string> = {}): Promise<ApiResponse<Buffer>> {
    const response = await this.send('GET', path, undefined, headers);
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
  }

  private async send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const raw = typeof body === 'string' || body instanceof Uint8Array;
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...this.connection,
      method,
      headers: {
        ...this.defaultHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? (body as string | Uint8Array<ArrayBuffer>) : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const cleared = attributes.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a)) || rest.join('=') === '';
      if (cleared) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
    return response;
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
}

export const DEMO_PASSWORD = 'Transit-Demo-2026';

/** A client of `portalUrl` signed in as a demo user (its account not yet chosen when a choice is needed). */
export async function signedIn(portalUrl: string, email: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(portalUrl);
  const response = await client.post('/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}
