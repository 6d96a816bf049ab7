/** The requests the console's session is loaded from (spec 2.2: auth state, the chosen account, the profile). */
export const SESSION_PATHS = ['/api/auth/check', '/api/account', '/api/profile'] as const;
export type SessionPath = (typeof SESSION_PATHS)[number];

const sentAhead = new Map<SessionPath, Promise<Response>>();

const ask = (path: SessionPath) => fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });

/**
 * Sends the three together, from the entry, while the console's code is still on its way: they are
 * reads, and the session is still decided from them in the spec's order (loadConsoleSession). For a
 * visitor signed out or with no account chosen, the two later answers are refused and left unread.
 */
export function sendSessionRequestsAhead(): void {
  for (const path of SESSION_PATHS) {
    const response = ask(path);
    // Read or not, a failure here is the loader's to report, once it asks.
    response.catch(() => undefined);
    sentAhead.set(path, response);
  }
}

/** The answer sent ahead for `path`, taken once; after that, or without one, a request of its own. */
export function sessionRequest(path: SessionPath): Promise<Response> {
  const ahead = sentAhead.get(path);
  sentAhead.delete(path);
  return ahead ?? ask(path);
}
