import type { RaRecord } from 'react-admin';

/** A record a bulk screen saves: its id and the version it was loaded at. */
export interface VersionedRecord extends RaRecord {
  id: number;
  version: number;
}

/** What a change sets on one record, given the record as it was loaded. */
export type RecordChange<T extends VersionedRecord> = (record: T) => Partial<T>;

export type FailureReason = 'stale' | 'forbidden' | 'notFound' | 'invalid' | 'network' | 'other';

export interface SaveFailure<T extends VersionedRecord> {
  record: T;
  reason: FailureReason;
  /** The server's own words, for the reasons that quote them. */
  message: string;
}

export interface SaveOutcome<T extends VersionedRecord> {
  total: number;
  saved: T[];
  /** Already as asked: not sent, so that nobody else's edit is overwritten for nothing. */
  unchanged: T[];
  failed: SaveFailure<T>[];
}

function reasonFor(status: number | undefined, code: string | undefined): FailureReason {
  if (status === undefined) return 'network';
  if (status === 409 && code === 'STALE_VERSION') return 'stale';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 409 || status === 422) return 'invalid';
  return 'other';
}

/** Why the API refused one save, from react-admin's HttpError (its status and `{ message, code }` body). */
export function failureOf<T extends VersionedRecord>(record: T, error: unknown): SaveFailure<T> {
  const { status, body, message } = (error ?? {}) as { status?: number; body?: { code?: string; message?: string } | null; message?: string };
  return { record, reason: reasonFor(status, body?.code), message: body?.message ?? message ?? '' };
}

const changes = <T extends VersionedRecord>(record: T, data: Partial<T>) => Object.entries(data).some(([key, value]) => record[key] !== value);

/**
 * Applies one change to each record, one save after the other, each based on the version that was
 * loaded: a save refused (a stale version, a record gone) is reported and the others go on.
 */
export async function saveChanges<T extends VersionedRecord>(
  records: T[],
  change: RecordChange<T>,
  save: (record: T, data: Partial<T>) => Promise<T>,
  onProgress: (done: number) => void = () => undefined,
): Promise<SaveOutcome<T>> {
  const outcome: SaveOutcome<T> = { total: records.length, saved: [], unchanged: [], failed: [] };
  for (const [index, record] of records.entries()) {
    const data = change(record);
    if (!changes(record, data)) {
      outcome.unchanged.push(record);
    } else {
      try {
        outcome.saved.push(await save(record, data));
      } catch (error) {
        outcome.failed.push(failureOf(record, error));
      }
    }
    onProgress(index + 1);
  }
  return outcome;
}
