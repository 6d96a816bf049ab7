import type { FastifyRequest } from 'fastify';
import type { ContentMetadata, ContentMethod } from '../../resources/content/contentMetadata';
import type { AppContext } from '../context';
import { HttpError } from '../errors';

export interface SourceInput {
  request: FastifyRequest;
  context: AppContext;
  params: Record<string, string>;
}

/** One known content API: how it is called, which params it takes, and how its content is described. */
export interface ContentSource {
  contentApi: string;
  /** The method the content API is called with; GET when not said. */
  method?: ContentMethod;
  paramNames: readonly string[];
  describe(input: SourceInput): Promise<ContentMetadata>;
}

/** A refusal of the API asked on the caller's behalf (a bad filter, a missing permission), passed on as it was given. */
export function refusalOf(status: number, text: string): HttpError {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not the API's error body: the generic message below says enough.
  }
  const message = typeof body.message === 'string' ? body.message : 'The content cannot be described.';
  return new HttpError(status, message, typeof body.code === 'string' ? body.code : 'CONTENT_REFUSED');
}

/**
 * One call of this portal's own API as the caller (their cookie and address), so that its access
 * rules, checks and tenant scope apply as to them: a GET carries the params in its query, a POST
 * as its JSON body.
 */
export function callAsCaller(request: FastifyRequest, method: ContentMethod, path: string, params: Record<string, string>) {
  const query = method === 'GET' && Object.keys(params).length ? `?${new URLSearchParams(params)}` : '';
  return request.server.inject({
    method,
    url: `${path}${query}`,
    headers: { cookie: request.headers.cookie ?? '' },
    remoteAddress: request.ip,
    ...(method === 'POST' ? { payload: params } : {}),
  });
}
