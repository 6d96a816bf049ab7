import { badRequest } from './errors';

/**
 * Like a save, a delete is based on the record as it was read: it names that version (`?version=`)
 * and is refused without it (400 VERSION_REQUIRED), or when the record has changed since (409).
 * Every DELETE route takes it, apart from the exemptions tests/security/versionedDeletes.test.ts states.
 */
export type DeleteVersionQuery = { version?: string };

export const deleteVersionQuery = { type: 'object', properties: { version: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})$' } } } as const;

/** The version a delete names; the caller refuses it (409) when the record is at another one. */
export function versionToDelete(query: DeleteVersionQuery): number {
  if (query.version === undefined) throw badRequest('version is required: ?version= of the record as it was read.', 'VERSION_REQUIRED');
  return Number(query.version);
}
