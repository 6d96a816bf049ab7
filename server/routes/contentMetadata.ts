import type { FastifyInstance } from 'fastify';
import { CONTENT_METADATA_PATH, type ContentMetadata, type ContentMetadataRequest } from '../../resources/content/contentMetadata';
import type { AppContext } from '../context';
import { checkMethod, checkParamNames, contentSourceFor } from './contentSources';

const metadataBody = {
  type: 'object',
  additionalProperties: false,
  required: ['contentApi', 'params'],
  properties: {
    contentApi: { type: 'string', minLength: 1, maxLength: 200 },
    params: { type: 'object', maxProperties: 20, additionalProperties: { type: 'string', maxLength: 4000 } },
    method: { type: 'string', minLength: 1, maxLength: 10 },
  },
} as const;

/**
 * Spec 7.5: the content landing page's metadata call, `{ contentApi, params, method? }` →
 * `{ action, context, message, actionLink, actionButtonLabel }`, for a content API of the whitelist
 * (contentSources.ts), asked with the method it is called with. The contents themselves are served
 * by their own routes.
 */
export async function contentMetadataRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.post<{ Body: ContentMetadataRequest }>(CONTENT_METADATA_PATH, {
    config: { access: 'account' },
    schema: { body: metadataBody },
  }, async (request): Promise<ContentMetadata> => {
    const { contentApi, params, method } = request.body;
    const source = contentSourceFor(contentApi);
    checkMethod(source, method);
    checkParamNames(source, params);
    return source.describe({ request, context, params });
  });
}
