import type { FastifyInstance } from 'fastify';
import type { Gate } from '../../../permissions/menu';
import { normalizeDomains, ssoSettingsProblem, SSO_LIMITS, type SsoAccountKind, type SsoAccountRef, type SsoSettings, type SsoSettingsChange } from '../../../resources/settings/ssoSettings';
import { accountAccessOf, type AccountAccess } from '../../access';
import { PORTAL_ACCOUNT_KIND } from '../../auth/accounts';
import { objectSchema } from '../../auth/schemas';
import { callbackUrl, forgetDiscovery } from '../../auth/sso';
import type { DeploymentRole } from '../../config';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import type { Selectable } from 'kysely';
import type { SsoConfigsTable } from '../../db/schema';
import { notFound } from '../../errors';
import { idParam, inOneTransaction, refuseProblem, staleVersion } from './settingWrites';

const VIEW: Gate = [['view', 'sso-settings']];
const EDIT: Gate = [['edit', 'sso-settings']];
const PORTAL_OF: Record<SsoAccountKind, DeploymentRole> = { operator: 'admin', vendor: 'vendor', district: 'enterprise' };
const ACCOUNT_TABLES = { operator: 'operatorAccounts', vendor: 'vendors', district: 'districts' } as const;

type AccountParams = { Params: { kind: SsoAccountKind; id: string } };
const accountParams = objectSchema({ kind: { type: 'string', enum: ['operator', 'vendor', 'district'] }, id: idParam }, ['kind', 'id']);
const changeBody = objectSchema({
  version: { type: ['integer', 'null'] },
  displayName: { type: 'string', maxLength: SSO_LIMITS.displayName + 20 },
  issuer: { type: 'string', maxLength: SSO_LIMITS.issuer },
  clientId: { type: 'string', maxLength: SSO_LIMITS.clientId + 20 },
  clientSecret: { type: 'string', maxLength: SSO_LIMITS.clientSecret },
  domains: { type: 'array', maxItems: SSO_LIMITS.domains + 5, items: { type: 'string', maxLength: 260 } },
  enabled: { type: 'boolean' },
}, ['version', 'displayName', 'issuer', 'clientId', 'domains', 'enabled']);

/**
 * The SSO settings editor's API (/settings/sso, SSO_CONFIG_EDIT): the identity provider of an account
 * — the caller's own, or any account for operator staff; another account answers 404. The client
 * secret is kept and never sent back; every save is version-checked and audited.
 */
export async function ssoSettingsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  const ownAccount = (access: AccountAccess): SsoAccountRef => ({ kind: PORTAL_ACCOUNT_KIND[context.role], id: access.account.account.accountId ?? 0 });
  const accountNamed = async (access: AccountAccess, kind: SsoAccountKind, id: number) => {
    const own = ownAccount(access);
    const mayOpen = access.account.userRole === 'admin' || (own.kind === kind && own.id === id);
    const row = mayOpen ? await db.selectFrom(ACCOUNT_TABLES[kind]).select(['id', 'name']).where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw notFound('No such account.');
    return { kind, id, name: row.name };
  };
  const configOf = (account: SsoAccountRef) => db.selectFrom('ssoConfigs').selectAll()
    .where('accountKind', '=', account.kind).where('accountId', '=', account.id).where('provider', '=', 'SSO').orderBy('id').executeTakeFirst();
  const settingsOf = (account: SsoAccountRef & { name: string }, config: Selectable<SsoConfigsTable> | undefined): SsoSettings => ({
    account, version: config?.version ?? null, displayName: config?.displayName ?? account.name, issuer: config?.issuer ?? '',
    clientId: config?.clientId ?? '', clientSecretSet: Boolean(config?.clientSecret), domains: JSON.parse(config?.domains ?? '[]') as string[],
    enabled: config ? config.enabled === 1 : false, redirectUri: callbackUrl(context.config.publicUrls[PORTAL_OF[account.kind]]), updatedAt: config?.updatedAt ?? null,
  });

  app.get('/api/settings/sso/accounts', { config: { access: { gate: VIEW } } }, async (request) => {
    const access = await accountAccessOf(request, context);
    if (access.account.userRole !== 'admin') return [await accountNamed(access, ownAccount(access).kind, ownAccount(access).id)];
    const listed = await Promise.all((Object.keys(ACCOUNT_TABLES) as SsoAccountKind[]).map(async (kind) =>
      (await db.selectFrom(ACCOUNT_TABLES[kind]).select(['id', 'name']).orderBy('name').execute()).map((row) => ({ kind, ...row }))));
    return listed.flat();
  });

  app.get<AccountParams>('/api/settings/sso/:kind/:id', { config: { access: { gate: VIEW } }, schema: { params: accountParams } }, async (request) => {
    const account = await accountNamed(await accountAccessOf(request, context), request.params.kind, Number(request.params.id));
    return settingsOf(account, await configOf(account));
  });

  app.put<AccountParams & { Body: SsoSettingsChange }>('/api/settings/sso/:kind/:id', {
    config: { access: { gate: EDIT } }, schema: { params: accountParams, body: changeBody },
  }, async (request) => {
    const access = await accountAccessOf(request, context);
    const account = await accountNamed(access, request.params.kind, Number(request.params.id));
    const change = request.body;
    const kept = await configOf(account);
    if ((kept?.version ?? null) !== change.version) throw staleVersion();
    refuseProblem(ssoSettingsProblem(change, Boolean(kept?.clientSecret)));
    const now = new Date().toISOString();
    const values = {
      displayName: change.displayName.trim(), issuer: change.issuer.trim().replace(/\/+$/, ''), clientId: change.clientId.trim(),
      domains: JSON.stringify(normalizeDomains(change.domains)), enabled: change.enabled ? 1 as const : 0 as const,
      ...(change.clientSecret ? { clientSecret: change.clientSecret } : {}),
    };
    const changed = Object.keys(values).filter((field) => !kept || kept[field as keyof typeof values] !== values[field as keyof typeof values]);
    await inOneTransaction(db, async (trx) => {
      const saved = kept
        ? await trx.updateTable('ssoConfigs').set({ ...values, version: kept.version + 1, updatedAt: now })
          .where('id', '=', kept.id).where('version', '=', kept.version).returning('id').executeTakeFirst()
        : await trx.insertInto('ssoConfigs').values({ accountKind: account.kind, accountId: account.id, provider: 'SSO', clientSecret: '', ...values, createdAt: now, updatedAt: now })
          .returning('id').executeTakeFirstOrThrow();
      if (!saved) throw staleVersion();
      // The secret's value never reaches the log: only that it changed.
      const fields = changed.map((field) => (field === 'clientSecret' ? 'clientSecret (changed)' : field));
      await auditRequest(trx, request, context, { action: kept ? 'update' : 'create', entity: 'sso-settings', recordId: saved.id, tenant: account, detail: { fields } });
    });
    if (kept) forgetDiscovery(kept.id);
    return settingsOf(account, await configOf(account));
  });
}
