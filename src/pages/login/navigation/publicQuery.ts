/** The query parameters the public pages act on. */
export interface PublicQuery {
  /** Where the visitor was going before being sent to sign in (spec 2.2). */
  relayState: string | null;
  /** A login token (on /login) or a password-setup token (on /reset-password, /new-user). */
  token: string | null;
  /** Set by the single-sign-on callback, e.g. `user-not-found`. */
  error: string | null;
  /** Shows the login form even to a signed-in user. */
  forceLogin: boolean;
  /** The e-mail typed at sign-in, filled in on /forgot-password (never a password). */
  email: string | null;
}

export function parsePublicQuery(search: string): PublicQuery {
  const params = new URLSearchParams(search);
  return {
    relayState: params.get('RelayState') || null,
    token: params.get('token') || null,
    error: params.get('error'),
    forceLogin: params.has('forceLogin'),
    email: params.get('email') || null,
  };
}

/** The same address without one query parameter, e.g. a token that must not stay in the history. */
export function withoutQueryParam(relativeUrl: string, name: string): string {
  const url = new URL(relativeUrl, 'http://placeholder.invalid');
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
