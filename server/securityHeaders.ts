import type { FastifyInstance } from 'fastify';

const GOOGLE_MAPS = 'https://maps.googleapis.com https://maps.gstatic.com';

// MUI styles are injected at run time, hence 'unsafe-inline' for styles only; scripts stay same-origin.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${GOOGLE_MAPS}`,
  `style-src 'self' 'unsafe-inline' https://fonts.googleapis.com`,
  `img-src 'self' data: blob: ${GOOGLE_MAPS} https://*.googleapis.com https://*.gstatic.com`,
  `font-src 'self' data: https://fonts.gstatic.com`,
  `connect-src 'self' ws: wss: ${GOOGLE_MAPS}`,
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
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
