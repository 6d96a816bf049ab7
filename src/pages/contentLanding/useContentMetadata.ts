import { useQuery } from '@tanstack/react-query';
import {
  CONTENT_ACTIONS, CONTENT_METADATA_PATH, FILE_TYPES, paramsFromString,
  type ContentAction, type ContentMetadata, type ContentMetadataRequest, type FileType,
} from '../../../resources/content/contentMetadata';
import { ContentMetadataError, failureOf } from './contentMetadataFailure';

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

/**
 * The metadata, or a ContentMetadataError with what the error answer said. Read as text first: an
 * error's body may be plain text (spec 7.5), which a JSON reader would lose.
 */
async function fetchContentMetadata(request: ContentMetadataRequest): Promise<ContentMetadata> {
  const response = await fetch(CONTENT_METADATA_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = await response.text();
  if (!response.ok) throw new ContentMetadataError(failureOf(body, response.headers));
  return JSON.parse(body) as ContentMetadata;
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
