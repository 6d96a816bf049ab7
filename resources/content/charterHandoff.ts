/**
 * The login handoff into the separate charter portal (spec 2.9, 7.6), shared by the console page that
 * starts it and the server that signs it. The format is written out for the charter portal's
 * implementers in docs/api.md, "The charter handoff".
 */

/** Spec 7.6: the console asks for a handoff to `target`, a path inside the charter portal. */
export const CHARTER_LOGIN_API = '/api/charter/login';

export interface CharterLoginRequest {
  target: string;
}

/** `{ isSuccess }` of spec 7.6, with where the browser goes next: the portal, carrying the token. */
export interface CharterLoginResponse {
  isSuccess: boolean;
  redirectUrl?: string;
}

/** Where the charter portal's server swaps a handoff token for who the user is (once). */
export const CHARTER_HANDOFF_API = '/api/charter/handoff';

/** The query parameter of the charter portal's address that carries the token. */
export const CHARTER_TOKEN_PARAM = 'token';

/** A handoff is good for this long after it is signed, and for one redemption. */
export const CHARTER_HANDOFF_SECONDS = 60;

/** The signed claims of a handoff token (a JWT, HS256). Times are seconds since the epoch. */
export interface CharterHandoffClaims {
  /** The console portal that signed it; its `/api/charter/handoff` redeems it. */
  iss: string;
  /** The charter portal's origin. */
  aud: string;
  /** The user id, as a string. */
  sub: string;
  /** The account the user works in, and the sub-accounts (yards, campuses) chosen in it. */
  acct: { kind: 'operator' | 'vendor' | 'district'; id: number; name: string; subAccountIds: number[] };
  /** The user's CHARTER_* permission codes in that account. */
  permissions: string[];
  /** The path inside the charter portal to open. */
  target: string;
  /** Support staff acting for the user, when it is an impersonation session. */
  imp?: number;
  iat: number;
  exp: number;
  /** Unique per token: a second redemption is refused. */
  jti: string;
}

/** What the redemption answers: the claims, and the user as the console knows them now. */
export interface CharterHandoffRedemption {
  claims: CharterHandoffClaims;
  user: { id: number; email: string; firstName: string; lastName: string };
}
