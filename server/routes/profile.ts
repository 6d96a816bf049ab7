import type { FastifyInstance } from 'fastify';
import type { ProfileResponse } from '../../permissions/accountContext';
import { requireSession } from '../auth/requestAuth';
import type { AppContext } from '../context';

/** Spec 7.2: the signed-in user's profile. */
export async function profileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/api/profile', { config: { access: 'session' } }, async (request): Promise<ProfileResponse> => {
    const session = await requireSession(request, context);
    const user = await context.database.db.selectFrom('users').select(['firstName', 'lastName', 'email', 'phone', 'avatarPath'])
      .where('id', '=', session.userId).executeTakeFirstOrThrow();
    return { name: { first: user.firstName, last: user.lastName }, email: user.email, phoneNumber: user.phone ?? '', avatarPath: user.avatarPath };
  });
}
