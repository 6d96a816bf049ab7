import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentityProvider {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider on a loopback port (oidc-provider with its development login
 * form, which accepts any login name: the name becomes the subject).
 */
export async function startIdentityProvider(client: { clientId: string; clientSecret: string; redirectUris: string[] }): Promise<TestIdentityProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: client.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: `${sub}@idp.example`, email_verified: true }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-only-cookie-key'] },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  return { issuer, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port that is free now, for a server whose own address must be known before it starts. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
