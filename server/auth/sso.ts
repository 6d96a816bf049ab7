import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import type { DeploymentRole } from '../config';
import type { Database, SsoConfigsTable } from '../db/schema';
import { PORTAL_ACCOUNT_KIND } from './accounts';
import { hashToken } from './tokens';

const STATE_LIFETIME_MS = 10 * 60_000;
const DISCOVERY_CACHE_MS = 10 * 60_000;

type SsoConfig = Pick<SsoConfigsTable, 'issuer' | 'clientId' | 'clientSecret'> & { id: number };

const discovered = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();

/** Plain http is allowed for a provider on this machine only (development and tests). */
function isLoopback(issuer: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(issuer).hostname);
}

function configurationOf(config: SsoConfig): Promise<oidc.Configuration> {
  const key = `${config.id}:${config.issuer}:${config.clientId}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_CACHE_MS) return cached.configuration;
  const options = isLoopback(config.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
  const configuration = oidc.discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, options);
  configuration.catch(() => discovered.delete(key));
  discovered.set(key, { at: Date.now(), configuration });
  return configuration;
}

/** A provider's settings changed: the next sign-in discovers it again, with its new client and secret. */
export function forgetDiscovery(configId: number): void {
  for (const key of discovered.keys()) if (key.startsWith(`${configId}:`)) discovered.delete(key);
}

export function callbackUrl(publicUrl: string): string {
  return `${publicUrl}/api/auth/sso/callback`;
}

/** The enabled provider a user signs in through on this portal, if any. */
export async function ssoConfigForUser(db: Kysely<Database>, role: DeploymentRole, userId: number, provider: string) {
  return db.selectFrom('ssoConfigs')
    .innerJoin('memberships', (join) => join.onRef('memberships.accountKind', '=', 'ssoConfigs.accountKind').onRef('memberships.accountId', '=', 'ssoConfigs.accountId'))
    .select(['ssoConfigs.id'])
    .where('memberships.userId', '=', userId).where('memberships.status', '=', 'active')
    .where('ssoConfigs.accountKind', '=', PORTAL_ACCOUNT_KIND[role]).where('ssoConfigs.provider', '=', provider as SsoConfigsTable['provider'])
    .where('ssoConfigs.enabled', '=', 1)
    .orderBy('ssoConfigs.id').executeTakeFirst();
}

/** Starts the authorization-code flow with PKCE, state and nonce; returns where to send the browser. */
export async function beginSignIn(db: Kysely<Database>, role: DeploymentRole, publicUrl: string, configId: number, relayState: string | null): Promise<string | undefined> {
  const config = await db.selectFrom('ssoConfigs').select(['id', 'issuer', 'clientId', 'clientSecret'])
    .where('id', '=', configId).where('accountKind', '=', PORTAL_ACCOUNT_KIND[role]).where('enabled', '=', 1).executeTakeFirst();
  if (!config) return undefined;
  const configuration = await configurationOf(config);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.insertInto('ssoStates').values({
    stateHash: hashToken(state), configId: config.id, portal: role, nonce, codeVerifier, relayState,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS).toISOString(),
  }).execute();
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(publicUrl), scope: 'openid email profile', state, nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
  }).href;
}

export interface SsoOutcome {
  userId?: number;
  relayState: string | null;
  reason?: string;
}

/**
 * Finishes the flow: the state is spent once, the code exchanged with the PKCE verifier, the ID
 * token checked (issuer, audience, nonce) and its issuer + subject looked up among linked identities.
 */
export async function finishSignIn(db: Kysely<Database>, role: DeploymentRole, publicUrl: string, query: string): Promise<SsoOutcome> {
  const params = new URLSearchParams(query);
  const state = params.get('state');
  if (!state) return { relayState: null, reason: 'no state' };
  const pending = await db.deleteFrom('ssoStates').where('stateHash', '=', hashToken(state)).where('portal', '=', role)
    .returningAll().executeTakeFirst();
  if (!pending || Date.parse(pending.expiresAt) <= Date.now()) return { relayState: null, reason: 'unknown or expired state' };
  const config = await db.selectFrom('ssoConfigs').select(['id', 'issuer', 'clientId', 'clientSecret']).where('id', '=', pending.configId).executeTakeFirst();
  if (!config) return { relayState: pending.relayState, reason: 'provider removed' };
  try {
    const tokens = await oidc.authorizationCodeGrant(await configurationOf(config), new URL(`${callbackUrl(publicUrl)}?${query}`), {
      pkceCodeVerifier: pending.codeVerifier, expectedState: state, expectedNonce: pending.nonce, idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return { relayState: pending.relayState, reason: 'no ID token' };
    const link = await db.selectFrom('identityLinks').select('userId').where('issuer', '=', claims.iss).where('subject', '=', claims.sub).executeTakeFirst();
    return link ? { userId: link.userId, relayState: pending.relayState } : { relayState: pending.relayState, reason: `no user linked to ${claims.iss} ${claims.sub}` };
  } catch (error) {
    return { relayState: pending.relayState, reason: error instanceof Error ? error.message : String(error) };
  }
}
