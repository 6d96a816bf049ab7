import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineAbilityFor, type AppAbility } from '../permissions/defineAbility';
import { passes, type Gate } from '../permissions/menu';
import type { AccountResponse } from '../permissions/accountContext';
import { accountResponseFor } from './auth/accounts';
import { cookieSettingsOf, requireAccountSession, requireSession } from './auth/requestAuth';
import { sessionIdHashOf, type SessionRow } from './auth/sessions';
import { noteUserLanguage } from './callerLanguage';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/connect';
import { KeptAnswers, ownedBy } from './db/keptAnswers';
import { refusal } from './errors';
import { SERVER_TEXTS } from '../i18n/serverTexts';

/**
 * Who may call a route, declared on every API route (deny by default: a route without it is refused
 * and a test lists them): anyone, any session, a session with a chosen account, or a permission gate.
 */
export type RouteAccess = 'public' | 'session' | 'account' | { gate: Gate };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export interface AccountAccess {
  session: SessionRow & { membershipId: number };
  account: AccountResponse;
  ability: AppAbility;
}

const resolved = new WeakMap<FastifyRequest, Promise<AccountAccess>>();

/** Abilities of the accounts in use: one account makes the same ability on every request. */
const ABILITIES_KEPT = 1000;
const abilities = new Map<string, AppAbility>();

/**
 * The ability for these account facts, built once: building one from a hundred codes costs more
 * than the rest of a list request. It depends on nothing else (CODE_RULES are fixed), so the facts
 * themselves are the key; a changed membership makes other facts and another ability.
 */
function abilityOf(account: AccountResponse): AppAbility {
  const key = JSON.stringify([account.userId, account.userRole, account.vendor, account.district, account.permissions]);
  const kept = abilities.get(key);
  if (kept) return kept;
  const ability = defineAbilityFor(account);
  abilities.set(key, ability);
  if (abilities.size > ABILITIES_KEPT) abilities.delete(abilities.keys().next().value!);
  return ability;
}

/** Sessions in use at once, per database. */
const SESSIONS_KEPT = 1000;
const keptAccess = new WeakMap<DatabaseHandle, KeptAnswers<AccountAccess>>();

/**
 * A session's access, worked out again only when what it stands on changed (a sign-out, a new
 * membership, an account's name; on SQLite any commit) or the clock moved past what the lookup
 * stands on (the session's end, its idle end, its next touch): the same object, so what is kept per
 * access (list pages) goes with it.
 */
function sessionAccess(request: FastifyRequest, context: AppContext): Promise<AccountAccess> {
  const workOut = async () => {
    const session = await requireAccountSession(request, context);
    const account = await accountResponseFor(context.database.db, context.role, session);
    return { value: { session, account, ability: abilityOf(account) }, keep: true, until: session.standsUntil };
  };
  const idHash = sessionIdHashOf(request, cookieSettingsOf(context));
  if (!idHash) return workOut().then(({ value }) => value);
  const kept = ownedBy(keptAccess, context.database, () => new KeptAnswers<AccountAccess>(context.database, SESSIONS_KEPT, 'access'));
  return kept.answer(`${context.role}\0${idHash}`, request, workOut);
}

/** The session, account and ability behind a request with a chosen account, built once per request. */
export function accountAccessOf(request: FastifyRequest, context: AppContext): Promise<AccountAccess> {
  return ownedBy(resolved, request, () => sessionAccess(request, context).then((access) => {
    noteUserLanguage(request, access.session.locale);
    return access;
  }));
}

export const FORBIDDEN_MESSAGE = SERVER_TEXTS.en.errors.forbidden;

/** The refusal of a caller without the permission a route or a record needs (spec's text, in their language). */
export const forbidden = () => refusal(403, 'forbidden', 'FORBIDDEN');

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const registeredRoutes = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every route of an app as registered, with its declared access (the audit test reads the pages' too). */
export function listRoutes(app: FastifyInstance): ApiRoute[] {
  return registeredRoutes.get(app) ?? [];
}

/** Every API route of an app with its declared access, for the deny-by-default test. */
export function listApiRoutes(app: FastifyInstance): ApiRoute[] {
  return listRoutes(app).filter((route) => route.url.startsWith('/api/'));
}

export function registerAccessControl(app: FastifyInstance, context: AppContext): void {
  const routes: ApiRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access });
  });
  // onRequest, before the body is even read: an anonymous caller learns nothing from validation errors.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === 'session') {
      await requireSession(request, context);
      return;
    }
    if (access === undefined) throw forbidden();
    const { ability } = await accountAccessOf(request, context);
    if (access !== 'account' && !passes(ability, access.gate)) throw forbidden();
  });
}
