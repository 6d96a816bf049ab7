import { CONTEXT_ID_HEADER } from '../../../resources/errors/apiError';

/** Spec 8: "the server's string data, or 'Failed to load content metadata', plus 'Context ID: {contextId}'". */
export interface ContentMetadataFailure {
  serverText: string | null;
  contextId: string | null;
}

/** A metadata call answered with an error, and what the answer said. */
export class ContentMetadataError extends Error {
  constructor(readonly failure: ContentMetadataFailure) {
    super(failure.serverText ?? 'The content metadata could not be loaded.');
    this.name = 'ContentMetadataError';
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What an error answer says (spec 3 "Error", 7.5): its data is the console's `{ message, code,
 * contextId }`, or a plain string — a JSON string, or the text of a page put in its place on the way
 * (a proxy's plain-text answer), shown as it is. A page of markup is not text to show. The context
 * id is the body's, else the one in the header every error answer of the console carries, which
 * outlives a body replaced on the way.
 */
export function failureOf(body: string, headers: Headers): ContentMetadataFailure {
  const headerId = headers.get(CONTEXT_ID_HEADER) || null;
  const type = headers.get('content-type') ?? '';
  const data = /\bjson\b/i.test(type) ? parsedJson(body) : /^text\/plain\b/i.test(type) || !type ? body : undefined;
  if (typeof data === 'string') return { serverText: data.trim() || null, contextId: headerId };
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    serverText: typeof fields.message === 'string' && fields.message ? fields.message : null,
    contextId: typeof fields.contextId === 'string' && fields.contextId ? fields.contextId : headerId,
  };
}

/** The failure to show for whatever the metadata query failed with: no answer at all says nothing more. */
export function failureFrom(error: unknown): ContentMetadataFailure {
  return error instanceof ContentMetadataError ? error.failure : { serverText: null, contextId: null };
}
