import type { FastifyInstance } from 'fastify';
import type { AccountResponse, AccountsResponse, ImpersonationSessionResponse, SelectAccountRequest } from '../../permissions/accountContext';
import { auditRequest } from '../audit';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { accountResponseFor, listAccounts, PORTAL_ACCOUNT_KIND, resolveSelection } from './accounts';
import { requireSession } from './requestAuth';
import { objectSchema, relayStateSchema } from './schemas';

const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** Spec 7.1: the accounts a user may work in, the chosen one, and the impersonation session. */
export async function accountRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  app.get('/api/accounts', { config: { access: 'session' } }, async (request): Promise<AccountsResponse> => {
    const session = await requireSession(request, context);
    return listAccounts(db, context.role, session.userId);
  });

  app.get('/api/account', { config: { access: 'session' } }, async (request): Promise<AccountResponse> => {
    const session = await requireSession(request, context);
    return accountResponseFor(db, context.role, session);
  });

  app.post<{ Body: SelectAccountRequest }>('/api/account', {
    config: { access: 'session' },
    schema: {
      body: objectSchema({ accountId: idSchema, subAccountIds: { type: 'array', items: idSchema, maxItems: 200 }, relayState: relayStateSchema }, ['accountId']),
    },
  }, async (request): Promise<AccountResponse> => {
    const session = await requireSession(request, context);
    const selection = await resolveSelection(db, context.role, session.userId, request.body.accountId, request.body.subAccountIds ?? []);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sessions')
        .set({ membershipId: selection.membershipId, subAccountIds: JSON.stringify(selection.subAccountIds) })
        .where('idHash', '=', session.idHash).execute();
      await auditRequest(trx, request, context, {
        action: 'auth.account-selected', tenant: { kind: PORTAL_ACCOUNT_KIND[context.role], id: request.body.accountId }, detail: { subAccountIds: selection.subAccountIds },
      });
    });
    return accountResponseFor(db, context.role, { ...session, ...selection });
  });

  app.get('/api/auth/impersonation-session', { config: { access: 'session' } }, async (request): Promise<ImpersonationSessionResponse> => {
    const session = await requireSession(request, context);
    if (session.impersonatorUserId === null) throw new HttpError(404, 'This session is not an impersonation.', 'NO_IMPERSONATION');
    const names = await db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', [session.userId, session.impersonatorUserId]).execute();
    const nameOf = (id: number) => names.find((n) => n.id === id);
    const full = (id: number) => `${nameOf(id)?.firstName ?? ''} ${nameOf(id)?.lastName ?? ''}`.trim();
    return { authenticationExpirationTimestamp: Date.parse(session.expiresAt), supportUserName: full(session.impersonatorUserId), targetUserName: full(session.userId) };
  });
}
