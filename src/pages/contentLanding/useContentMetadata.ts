import { useQuery } from '@tanstack/react-query';
import { fetchUtils } from 'react-admin';
import {
  CONTENT_ACTIONS, CONTENT_METADATA_PATH, FILE_TYPES, paramsFromString,
  type ContentAction, type ContentMetadata, type ContentMetadataRequest, type FileType,
} from '../../../resources/content/contentMetadata';

/** The landing page's query (spec 2.9): what to do with which content. */
export interface LandingQuery {
  action: ContentAction | null;
  fileType: FileType | null;
  request: ContentMetadataRequest;
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  (allowed as readonly (string | null)[]).includes(value) ? (value as T) : null;

export function landingQueryOf(search: URLSearchParams): LandingQuery {
  const method = search.get('method');
  return {
    action: oneOf(CONTENT_ACTIONS, search.get('action')),
    fileType: oneOf(FILE_TYPES, search.get('fileType')),
    request: { contentApi: search.get('target') ?? '', params: paramsFromString(search.get('params') ?? ''), ...(method ? { method } : {}) },
  };
}

/** Spec 8: "the server's string data, or 'Failed to load content metadata', plus 'Context ID'". */
export interface ContentMetadataFailure {
  serverText: string | null;
  contextId: string | null;
}

/** What react-admin's fetchJson rejects with: the server's body, parsed when it was JSON. */
export function failureOf(error: unknown): ContentMetadataFailure {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body === 'string') return { serverText: body || null, contextId: null };
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    serverText: typeof fields.message === 'string' && fields.message ? fields.message : null,
    contextId: typeof fields.contextId === 'string' ? fields.contextId : null,
  };
}

async function fetchContentMetadata(request: ContentMetadataRequest): Promise<ContentMetadata> {
  const { json } = await fetchUtils.fetchJson(CONTENT_METADATA_PATH, { method: 'POST', body: JSON.stringify(request) });
  return json as ContentMetadata;
}

/** The metadata, loaded once per request (a refusal is an answer, not a hiccup to retry). */
export function useContentMetadata(request: ContentMetadataRequest) {
  return useQuery({
    queryKey: ['content-metadata', request],
    queryFn: () => fetchContentMetadata(request),
    retry: false,
    staleTime: Infinity,
  });
}
