import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useListContext, useRefresh, type RaRecord } from 'react-admin';
import type { BulkRefusal } from './BulkSummaryDialog';

/** Progress shows only for a change that takes longer than this. */
const PROGRESS_AFTER_MS = 1000;

export interface BulkStatusOutcome {
  done: number;
  refused: (BulkRefusal & { record: RaRecord })[];
  /** The records could not be read: nothing changed. */
  failure?: string;
}

const reasonOf = (error: unknown) => (error instanceof HttpError ? error.message : String(error));

/**
 * Sets one field (a status) on the records ticked, each saved as an edit of its own at the version
 * read just before, so that the server checks, versions and audits each as when it is saved alone.
 * Answers how far it got while it runs, and what became of each record; the refused stay ticked.
 */
export function useBulkStatus(field: string, nameOf: (record: RaRecord) => string) {
  const { selectedIds, resource, onSelect } = useListContext();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BulkStatusOutcome | null>(null);
  const shown = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (value: string) => {
    setBusy(true);
    shown.current = false;
    timer.current = setTimeout(() => { shown.current = true; setProgress({ done: 0, of: selectedIds.length }); }, PROGRESS_AFTER_MS);
    try {
      const { data } = await dataProvider.getMany(resource, { ids: selectedIds });
      const refused: BulkStatusOutcome['refused'] = [];
      for (const [index, record] of data.entries()) {
        try {
          if (record[field] !== value) await dataProvider.update(resource, { id: record.id, data: { ...record, [field]: value }, previousData: record });
        } catch (error) {
          refused.push({ id: record.id, record, text: `${nameOf(record)}: ${reasonOf(error)}` });
        }
        if (shown.current) setProgress({ done: index + 1, of: data.length });
      }
      setOutcome({ done: data.length - refused.length, refused });
      onSelect(refused.map(({ id }) => id));
      refresh();
    } catch (error) {
      setOutcome({ done: 0, refused: [], failure: reasonOf(error) });
    } finally {
      clearTimeout(timer.current);
      setProgress(null);
      setBusy(false);
    }
  }, [dataProvider, field, nameOf, onSelect, refresh, resource, selectedIds]);

  return { run, busy, progress, outcome, count: selectedIds.length, dismiss: useCallback(() => setOutcome(null), []) };
}
