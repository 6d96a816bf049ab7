import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Cookies are SameSite=Lax
 * and bodies must be JSON (no HTML form can send one); this closes what is left. The `Origin` says
 * where a request comes from; without it (older browsers, some redirects) a `Referer` of another
 * origin, or a `Sec-Fetch-Site` other than `same-origin` (or `none`: the user's own navigation), is
 * enough to refuse. `same-site` is refused too: another subdomain of the portal's site is another
 * origin, perhaps someone else's. Callers without a browser (devices, scripts) send none of them and
 * carry no session cookie.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const sameHost = (value: string) => {
      try {
        const url = new URL(value);
        return allowed.has(url.origin) || url.host === request.headers.host;
      } catch {
        return false;
      }
    };
    const referer = request.headers.referer;
    const crossSite = origin !== undefined
      ? !sameHost(origin)
      : (referer !== undefined && !sameHost(referer)) || (site !== undefined && site !== 'same-origin' && site !== 'none');
    if (crossSite) {
      throw new HttpError(403, 'Requests from another site are not accepted.', 'CROSS_ORIGIN');
    }
  });
}
