import { useCallback, useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { saveChanges, type RecordChange, type SaveOutcome, type VersionedRecord } from './recordSaves';

export interface SaveProgress {
  done: number;
  total: number;
}

/**
 * Saves a change to one or many records of a resource through the data provider — each PUT carries
 * the whole record with the version it was loaded at, so the server refuses a stale one — then
 * reloads the lists, so that a refused row shows what is stored now.
 */
export function useRecordSaves<T extends VersionedRecord>(resource: string) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome<T> | null>(null);

  const run = useCallback(async (records: T[], change: RecordChange<T>): Promise<SaveOutcome<T> | undefined> => {
    if (records.length === 0) return undefined;
    setOutcome(null);
    setProgress({ done: 0, total: records.length });
    const save = async (record: T, data: Partial<T>) =>
      (await dataProvider.update<T>(resource, { id: record.id, data: { ...record, ...data }, previousData: record })).data;
    const result = await saveChanges(records, change, save, (done) => setProgress({ done, total: records.length }));
    setProgress(null);
    setOutcome(result);
    refresh();
    return result;
  }, [dataProvider, refresh, resource]);

  return { run, progress, outcome, busy: progress !== null, dismiss: useCallback(() => setOutcome(null), []) };
}
