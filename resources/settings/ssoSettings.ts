import { controlCharacterIn } from '../engine/controlCharacters';

/**
 * The SSO settings editor (/settings/sso): the OpenID Connect provider the account's users sign in
 * through (`sso_configs`). The client secret is write-only: it is sent to be kept, never back.
 */
export type SsoAccountKind = 'operator' | 'vendor' | 'district';

export interface SsoAccountRef {
  kind: SsoAccountKind;
  id: number;
}

/** What the editor shows: the provider as kept, or blanks when the account has none yet. */
export interface SsoSettings {
  account: SsoAccountRef & { name: string };
  /** null until the account has a provider. */
  version: number | null;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  domains: string[];
  enabled: boolean;
  /** The address the provider must allow as redirect URI. */
  redirectUri: string;
  updatedAt: string | null;
}

/** What a save sends; a secret left out (or empty) keeps the one already kept. */
export interface SsoSettingsChange {
  version: number | null;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  domains: string[];
  enabled: boolean;
}

export const SSO_LIMITS = { displayName: 80, issuer: 500, clientId: 200, clientSecretMin: 8, clientSecret: 500, domains: 20 } as const;

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** An issuer is an https address (plain http only on this machine, as sign-in allows), with no query or fragment. */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'The issuer must be a full address, such as https://login.example.org.';
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
  if (!secure) return 'The issuer must be an https address.';
  if (url.username || url.password || url.search || url.hash) return 'The issuer must not carry a user name, a query or a fragment.';
  return null;
}

export function domainProblem(domain: string): string | null {
  return DOMAIN.test(domain) ? null : `"${domain}" is not an e-mail domain (such as district.org).`;
}

/** Lower-cased and trimmed, without blanks, as they are kept. */
export function normalizeDomains(domains: readonly string[]): string[] {
  return domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
}

/**
 * The first thing wrong with a change, in words, or null. `hasSecret` says whether a secret is kept
 * already: a new provider needs one.
 */
export function ssoSettingsProblem(change: SsoSettingsChange, hasSecret: boolean): string | null {
  const displayName = change.displayName.trim();
  if (!displayName || displayName.length > SSO_LIMITS.displayName) return `The name shown on the sign-in page must have 1 to ${SSO_LIMITS.displayName} characters.`;
  if (controlCharacterIn(displayName, false)) return 'The name shown on the sign-in page must be on one line, without tabs.';
  const issuer = issuerProblem(change.issuer.trim());
  if (issuer) return issuer;
  const clientId = change.clientId.trim();
  if (!clientId || clientId.length > SSO_LIMITS.clientId || /\s/.test(clientId)) return `The client ID must have 1 to ${SSO_LIMITS.clientId} characters and no spaces.`;
  const secret = change.clientSecret ?? '';
  if (!secret && !hasSecret) return 'Enter the client secret the provider issued.';
  if (secret && (secret.length < SSO_LIMITS.clientSecretMin || secret.length > SSO_LIMITS.clientSecret || secret.trim() !== secret)) {
    return `The client secret must have ${SSO_LIMITS.clientSecretMin} to ${SSO_LIMITS.clientSecret} characters, without spaces at either end.`;
  }
  const domains = normalizeDomains(change.domains);
  if (domains.length > SSO_LIMITS.domains) return `List at most ${SSO_LIMITS.domains} domains.`;
  for (const domain of domains) {
    const problem = domainProblem(domain);
    if (problem) return problem;
  }
  if (new Set(domains).size !== domains.length) return 'Each domain may be listed once.';
  if (change.enabled && domains.length === 0) return 'List at least one e-mail domain before turning single sign-on on.';
  return null;
}
