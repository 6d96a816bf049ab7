import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderSettings {
  /** The portal's public address (PUBLIC_URL…): its scheme decides HSTS, its host the live socket's address. */
  publicUrl: string;
  /** The web app was built with a Google Maps key: Google's map script, tiles and fonts are allowed. */
  googleMaps: boolean;
  /** The origins the MapLibre basemap loads its style, tiles, glyphs and sprites from (MapSettings.hosts). */
  mapHosts: string[];
}

/** The hosts Google's Maps JavaScript API loads from, by directive; none of them without a key. */
const GOOGLE_MAPS_SOURCES = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
};

/** A year, with subdomains: a browser that once reached the portal over https never tries plain http. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The live socket's own address (socket.io over a WebSocket on the portal's origin). CSP Level 3
 * lets 'self' match ws:/wss: on the page's own host, as current browsers do; older engines match
 * 'self' to http(s) only, so the socket's address is named too — and never a bare `ws:`/`wss:`,
 * which would let a page send data to any host.
 */
function liveSocketSource(publicUrl: string): string {
  const { protocol, host } = new URL(publicUrl);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * Every host a console page may reach, in one place: its own origin and live socket, the basemap's
 * hosts (fetched by MapLibre, images decoded from blobs), plus Google's map services when the app is
 * built with a key.
 */
export function contentSecurityPolicy({ publicUrl, googleMaps, mapHosts }: SecurityHeaderSettings): string {
  const google = (kind: keyof typeof GOOGLE_MAPS_SOURCES) => (googleMaps ? GOOGLE_MAPS_SOURCES[kind] : []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...google('script')],
    // MUI styles are injected at run time, hence 'unsafe-inline' for styles only; scripts stay same-origin.
    ['style-src', "'self'", "'unsafe-inline'", ...google('style')],
    ['img-src', "'self'", 'data:', 'blob:', ...mapHosts, ...google('img')],
    ['font-src', "'self'", 'data:', ...google('font')],
    ['connect-src', "'self'", liveSocketSource(publicUrl), ...mapHosts, ...google('connect')],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const policy = contentSecurityPolicy(settings);
  // Over plain http (a console on this machine) a browser ignores it anyway; behind a proxy that ends
  // TLS the request arrives here as http, so the public address decides, not the request.
  const strictTransport = settings.publicUrl.startsWith('https:') ? STRICT_TRANSPORT_SECURITY : undefined;
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', policy);
    if (strictTransport) reply.header('Strict-Transport-Security', strictTransport);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      // API answers carry personal data: never kept by browsers or proxies.
      reply.header('Cache-Control', 'no-store');
    }
  });
}
