import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditRequest } from '../audit';
import { requireSession } from '../auth/requestAuth';
import type { AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import { imageInfo } from '../images/imageInfo';

/** Spec 2.8, 9: the console crops the photo square and 600 px wide before it uploads it. */
export const PHOTO_SIZE = 600;
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const NO_PHOTO = notFound('You have no profile photo yet.', 'NO_PHOTO');

/** Where the console loads a user's photo from; the time makes a new photo a new address for caches. */
export const photoPathOf = (updatedAt: string) => `/api/profile/photo?v=${Date.parse(updatedAt)}`;

/**
 * Spec 7.2's image operations for the profile photo: upload (the raw image), download raw, and the
 * same as base64 for the profile page. Only the user's own photo; never while impersonating.
 */
export async function profilePhotoRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;
  // Raw image bodies, for these routes only (the plugin keeps the parser to itself).
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));

  const ownUser = async (request: FastifyRequest, change: boolean) => {
    const session = await requireSession(request, context);
    if (change && session.impersonatorUserId !== null) throw new HttpError(403, "The user's photo cannot be changed while impersonating.", 'IMPERSONATION');
    return session.userId;
  };
  const storedPhoto = async (userId: number) => {
    const photo = await db.selectFrom('userPhotos').select(['contentType', 'bytes']).where('userId', '=', userId).executeTakeFirst();
    if (!photo) throw NO_PHOTO;
    return { contentType: photo.contentType, bytes: Buffer.from(photo.bytes) };
  };

  app.put('/api/profile/photo', { config: { access: 'session' } }, async (request) => {
    const userId = await ownUser(request, true);
    const bytes = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest('Send the photo as a PNG, JPEG or WebP image.', 'PHOTO_REQUIRED');
    const info = imageInfo(bytes);
    if (!info) throw new HttpError(415, 'The photo is not a PNG, JPEG or WebP image.', 'PHOTO_TYPE');
    if (info.contentType !== request.headers['content-type']) throw new HttpError(415, `The photo is a ${info.contentType} image but was sent as ${request.headers['content-type']}.`, 'PHOTO_TYPE');
    if (info.width !== PHOTO_SIZE || info.height !== PHOTO_SIZE) {
      throw badRequest(`The photo must be square and ${PHOTO_SIZE} pixels wide; this one is ${info.width} × ${info.height}.`, 'PHOTO_SIZE');
    }
    const updatedAt = new Date().toISOString();
    const avatarPath = photoPathOf(updatedAt);
    await db.transaction().execute(async (trx) => {
      const photo = { contentType: info.contentType, bytes, width: info.width, height: info.height, updatedAt };
      await trx.insertInto('userPhotos').values({ userId, ...photo })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet(photo)).execute();
      await trx.updateTable('users').set({ avatarPath, updatedAt }).where('id', '=', userId).execute();
      await auditRequest(trx, request, context, { action: 'profile.photo-changed', entity: 'users', recordId: userId, detail: { contentType: info.contentType } });
    });
    return { avatarPath };
  });

  app.get<{ Querystring: { download?: string } }>('/api/profile/photo', { config: { access: 'session' } }, async (request, reply) => {
    const photo = await storedPhoto(await ownUser(request, false));
    if (request.query.download !== undefined) reply.header('Content-Disposition', `attachment; filename="profile-photo.${photo.contentType.split('/')[1]}"`);
    return reply.header('Cache-Control', 'private, max-age=31536000, immutable').type(photo.contentType).send(photo.bytes);
  });

  app.get('/api/profile/photo/base64', { config: { access: 'session' } }, async (request) => {
    const photo = await storedPhoto(await ownUser(request, false));
    return { contentType: photo.contentType, data: photo.bytes.toString('base64') };
  });

  app.delete('/api/profile/photo', { config: { access: 'session' } }, async (request, reply) => {
    const userId = await ownUser(request, true);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('userPhotos').where('userId', '=', userId).execute();
      await trx.updateTable('users').set({ avatarPath: null, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
      await auditRequest(trx, request, context, { action: 'profile.photo-removed', entity: 'users', recordId: userId });
    });
    return reply.status(204).send();
  });
}
