import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose value opens a door or names a person: sign-in links (`/login?token=`,
 * `/reset-password?token=`, `/new-user?token=`), what an OpenID Connect provider sends back or is
 * sent (`code`, `state`, `nonce`, tokens in other response modes), and the e-mail that
 * `/forgot-password?email=` carries. None of them helps to follow a request in a log.
 */
export const SECRET_QUERY_PARAMETERS = [
  'token', 'code', 'state', 'nonce', 'session_state', 'id_token', 'access_token', 'refresh_token', 'code_verifier', 'client_secret', 'password', 'email',
] as const;

/** Headers that carry a session, a password or a device's token (telematics sends `Authorization: Bearer`). */
export const SECRET_HEADERS = ['cookie', 'set-cookie', 'authorization', 'proxy-authorization'] as const;

export const REDACTED = '[redacted]';

const names = SECRET_QUERY_PARAMETERS.join('|');
// The value runs to the next parameter; `"` and `\` end it too, as the text searched is a JSON line.
const IN_QUERY = new RegExp(`([?&](?:${names})=)[^&#\\s"\\\\]*`, 'gi');
// A link inside another parameter (`RelayState=%2Flogin%3Ftoken%3D…`), percent-encoded once.
const IN_ENCODED_QUERY = new RegExp(`((?:%3F|%26)(?:${names})%3D)(?:[^&#\\s"\\\\%]|%(?!26|23))*`, 'gi');

/** The text with the value of every secret query parameter replaced by REDACTED. */
export function redactSecrets(text: string): string {
  return text.replace(IN_QUERY, `$1${REDACTED}`).replace(IN_ENCODED_QUERY, `$1${REDACTED}`);
}

type Headers = Record<string, string | string[] | number | undefined>;

export function redactHeaders(headers: Headers): Headers {
  const redacted: Headers = { ...headers };
  for (const name of SECRET_HEADERS) if (redacted[name] !== undefined) redacted[name] = REDACTED;
  return redacted;
}

/** What an answer's headers tell about it; the security headers, the same on every answer, are left out. */
const ANSWER_HEADERS = ['location', 'set-cookie', 'retry-after', 'content-type', 'content-length', 'x-context-id'];

function answerHeaders(headers: Headers): Headers {
  return redactHeaders(Object.fromEntries(ANSWER_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]])));
}

/**
 * The portal's logger, whatever its level. Secret headers are replaced where requests and answers
 * are described; secret query values are taken out of every line as it is written, since URLs reach
 * the log by more ways than the request's own description (Fastify's "not found" and "already sent"
 * messages, error texts, a Referer or Location header, a RelayState).
 */
export function loggerOptions(level: string, portal: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    base: { portal },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
        headers: redactHeaders(request.headers),
      }),
      res: (reply) => ({ statusCode: reply.statusCode, headers: answerHeaders(reply.getHeaders?.() ?? {}) }),
    },
    hooks: { streamWrite: redactSecrets },
  };
}
