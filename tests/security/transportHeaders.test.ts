import { freePort } from '../helpers/oidcProvider';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(60_000);

/** The sources of one directive of a Content-Security-Policy. */
function sourcesOf(policy: string, directive: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === directive);
  if (!found) throw new Error(`no ${directive} in ${policy}`);
  return found.slice(1);
}

/** What a page and an API answer of the portal carry, both. */
async function headersOf(server: TestServer): Promise<Headers[]> {
  return Promise.all(['/login', '/api/health'].map(async (path) => (await fetch(`${server.url}${path}`)).headers));
}

/** SECURITY.md "Input" (security headers) and ASVS V3.4 / V12: transport security and where a page may connect. */
describe('transport headers', () => {
  let plain: TestServer;
  let plainPort: number;
  let secure: TestServer;

  beforeAll(async () => {
    plainPort = await freePort();
    [plain, secure] = await Promise.all([
      startTestServer({ role: 'admin', demo: false, env: { PORT: String(plainPort), PUBLIC_URL: `http://127.0.0.1:${plainPort}` } }),
      // Served over http here, as behind a proxy that ends TLS; the public address is what browsers see.
      startTestServer({ role: 'admin', demo: false, env: {
        PUBLIC_URL: 'https://console.example.org', VITE_GOOGLE_MAPS_API_KEY: 'browser-key-for-maps',
        MAP_STYLE_URL: 'https://tiles.example.org/styles/streets.json', MAP_HOSTS: 'https://glyphs.example.net/fonts, https://tiles.example.org',
      } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.stop(), secure?.stop()]);
  });

  it('sends Strict-Transport-Security for a year with subdomains when the public address is https', async () => {
    for (const headers of await headersOf(secure)) expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no Strict-Transport-Security when the public address is plain http', async () => {
    for (const headers of await headersOf(plain)) expect(headers.get('strict-transport-security')).toBeNull();
  });

  it("limits connect-src to the portal itself and its own live socket address, never a bare ws: or wss: scheme", async () => {
    for (const headers of await headersOf(plain)) {
      expect(sourcesOf(headers.get('content-security-policy')!, 'connect-src')).toEqual(["'self'", `ws://127.0.0.1:${plainPort}`]);
    }
    for (const headers of await headersOf(secure)) {
      const policy = headers.get('content-security-policy')!;
      expect(sourcesOf(policy, 'connect-src')).toEqual([
        "'self'", 'wss://console.example.org', 'https://tiles.example.org', 'https://glyphs.example.net', 'https://maps.googleapis.com', 'https://maps.gstatic.com',
      ]);
      expect(policy.split(/[\s;]+/).filter((source) => /^wss?:$/i.test(source))).toEqual([]);
    }
  });

  it('lets in exactly the basemap\'s hosts (MAP_STYLE_URL, MAP_HOSTS), for its data and its images, and none without a basemap', async () => {
    const [withoutBasemap] = await headersOf(plain);
    const [withBasemap] = await headersOf(secure);
    expect(sourcesOf(withoutBasemap.get('content-security-policy')!, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(sourcesOf(withBasemap.get('content-security-policy')!, 'img-src').filter((source) => source.includes('example'))).toEqual(['https://tiles.example.org', 'https://glyphs.example.net']);
    expect(sourcesOf(withBasemap.get('content-security-policy')!, 'worker-src')).toEqual(["'self'"]);
  });

  it("allows Google's map hosts only when the app is built with a Google Maps key", async () => {
    const [withoutKey] = await headersOf(plain);
    const [withKey] = await headersOf(secure);
    expect(withoutKey.get('content-security-policy')).not.toMatch(/google|gstatic/);
    expect(sourcesOf(withKey.get('content-security-policy')!, 'script-src')).toEqual(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
  });
});
