import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useListContext } from 'react-admin';
import type { VersionedRecord } from '../pages/bulkEdit/recordSaves';
import { useRecordSaves } from '../pages/bulkEdit/useRecordSaves';

/** Progress shows only for a change that takes longer than this. */
const PROGRESS_AFTER_MS = 1000;

/**
 * Sets one field (a status) on the records ticked, each saved as an edit of its own at the version
 * read just before (useRecordSaves), so that the server checks, versions and audits each as when it
 * is saved alone; the refused stay ticked. Progress is told once the change has taken a second.
 */
export function useBulkStatus(field: string) {
  const { selectedIds, resource, onSelect } = useListContext();
  const dataProvider = useDataProvider();
  const saves = useRecordSaves<VersionedRecord>(resource);
  const [failure, setFailure] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (value: string) => {
    timer.current = setTimeout(() => setSlow(true), PROGRESS_AFTER_MS);
    try {
      const { data } = await dataProvider.getMany<VersionedRecord>(resource, { ids: selectedIds });
      const outcome = await saves.run(data, () => ({ [field]: value }));
      if (outcome) onSelect(outcome.failed.map(({ record }) => record.id));
    } catch (error) {
      setFailure(error instanceof HttpError ? error.message : String(error));
    } finally {
      clearTimeout(timer.current);
      setSlow(false);
    }
  }, [dataProvider, field, onSelect, resource, saves, selectedIds]);

  const { dismiss } = saves;
  return {
    run,
    busy: saves.busy,
    progress: slow ? saves.progress : null,
    outcome: saves.outcome,
    failure,
    count: selectedIds.length,
    dismiss: useCallback(() => { setFailure(null); dismiss(); }, [dismiss]),
  };
}
