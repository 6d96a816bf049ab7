import type { FastifyInstance } from 'fastify';
import { LOCALES, isLocale } from '../../i18n/locales';
import type { ProfileResponse } from '../../permissions/accountContext';
import { auditRequest } from '../audit';
import { objectSchema } from '../auth/schemas';
import { requireSession } from '../auth/requestAuth';
import type { AppContext } from '../context';
import { controlCharacterIn } from '../../resources/engine/controlCharacters';
import { badRequest, HttpError } from '../errors';

const NAME_SCHEMA = { type: 'string', minLength: 1, maxLength: 80 } as const;
const PHONE_SCHEMA = { type: 'string', maxLength: 30, pattern: '^[0-9+()\\-. ]*$' } as const;

interface ProfileUpdate {
  name: { first: string; last: string };
  phoneNumber: string;
}

/** The stored columns a profile edit sets, by the names the profile API gives them. */
const PROFILE_FIELDS = [['firstName', 'name.first'], ['lastName', 'name.last'], ['phone', 'phoneNumber']] as const;

const LOCALE_LIST = LOCALES.map((locale) => locale.code).join(', ');

/** Spec 7.2: the signed-in user's profile (read and update), with the language they chose for the console. */
export async function profileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  const profileOf = async (userId: number): Promise<ProfileResponse> => {
    const user = await db.selectFrom('users').select(['firstName', 'lastName', 'email', 'phone', 'avatarPath', 'locale'])
      .where('id', '=', userId).executeTakeFirstOrThrow();
    const profile: ProfileResponse = { name: { first: user.firstName, last: user.lastName }, email: user.email, phoneNumber: user.phone ?? '', avatarPath: user.avatarPath };
    // A language since dropped from the console is as good as none: the browser's is used.
    return isLocale(user.locale) ? { ...profile, locale: user.locale } : profile;
  };

  app.get('/api/profile', { config: { access: 'session' } }, async (request) => profileOf((await requireSession(request, context)).userId));

  app.put<{ Body: ProfileUpdate }>('/api/profile', {
    config: { access: 'session' },
    schema: { body: objectSchema({ name: objectSchema({ first: NAME_SCHEMA, last: NAME_SCHEMA }, ['first', 'last']), phoneNumber: PHONE_SCHEMA }, ['name', 'phoneNumber']) },
  }, async (request) => {
    const session = await requireSession(request, context);
    if (session.impersonatorUserId !== null) throw new HttpError(403, "The user's profile cannot be changed while impersonating.", 'IMPERSONATION');
    const first = request.body.name.first.trim();
    const last = request.body.name.last.trim();
    if (!first || !last) throw badRequest('Enter both a first and a last name.', 'NAME_REQUIRED');
    if (controlCharacterIn(first, false) || controlCharacterIn(last, false)) throw badRequest('Enter each name on one line, without tabs.', 'NAME_INVALID');
    const phone = request.body.phoneNumber.trim();
    if (phone && phone.replace(/\D/g, '').length < 7) throw badRequest('Enter a phone number with at least 7 digits, or leave it empty.', 'PHONE_INVALID');
    const next = { firstName: first, lastName: last, phone: phone || null };
    await db.transaction().execute(async (trx) => {
      const stored = await trx.selectFrom('users').select(['firstName', 'lastName', 'phone']).where('id', '=', session.userId).executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ ...next, updatedAt: new Date().toISOString() }).where('id', '=', session.userId).execute();
      const fields = PROFILE_FIELDS.filter(([column]) => stored[column] !== next[column]).map(([, field]) => field);
      await auditRequest(trx, request, context, { action: 'profile.changed', entity: 'users', recordId: session.userId, detail: { fields } });
    });
    return profileOf(session.userId);
  });

  app.put<{ Body: { locale: string } }>('/api/profile/language', {
    config: { access: 'session' },
    schema: { body: objectSchema({ locale: { type: 'string', maxLength: 35 } }, ['locale']) },
  }, async (request, reply) => {
    const session = await requireSession(request, context);
    const { locale } = request.body;
    if (!isLocale(locale)) throw badRequest(`"${locale}" is not a language of the console. Choose one of: ${LOCALE_LIST}.`, 'UNKNOWN_LOCALE');
    // Support staff see the console as the user they act for, but do not choose for them.
    if (session.impersonatorUserId !== null) throw new HttpError(403, "The user's language cannot be changed while impersonating.", 'IMPERSONATION');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ locale, updatedAt: new Date().toISOString() }).where('id', '=', session.userId).execute();
      await auditRequest(trx, request, context, { action: 'profile.language-changed', entity: 'users', recordId: session.userId, detail: { locale } });
    });
    return reply.status(204).send();
  });
}
