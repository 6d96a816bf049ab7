import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider, useListContext, useRefresh, type Identifier } from 'react-admin';
import type { RideBulkAction, RideBulkAnswer } from '../../../../resources/rides/bulk';
import type { dataProvider as consoleDataProvider } from '../../../providers/dataProvider';

/** Progress shows only for a change that takes longer than this. */
const PROGRESS_AFTER_MS = 1000;

export interface RideBulkSummary {
  done: number;
  refused: { id: Identifier; displayId: number | string; message: string }[];
  /** The request as a whole was refused (a network failure, a 403): nothing changed. */
  failure?: string;
}

/**
 * Sends one bulk action on the rides ticked, each with the version the list shows, and answers
 * what became of them; the refused rides stay ticked so that they can be looked at or tried again.
 */
export function useRideBulk() {
  const { selectedIds, resource, onSelect } = useListContext();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const refresh = useRefresh();
  const [saving, setSaving] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<RideBulkSummary | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (action: RideBulkAction, input: Record<string, unknown>) => {
    setBusy(true);
    timer.current = setTimeout(() => setSaving(selectedIds.length), PROGRESS_AFTER_MS);
    try {
      const { data } = await dataProvider.getMany(resource, { ids: selectedIds });
      const answer = await dataProvider.action<RideBulkAnswer>('rides/bulk', { action, rideIds: data.map(({ id, version }) => ({ id, version })), input });
      const numbers = new Map(data.map((ride) => [ride.id, ride.displayId as number]));
      setSummary({ done: answer.done.length, refused: answer.refused.map(({ id, message }) => ({ id, displayId: numbers.get(id) ?? id, message })) });
      onSelect(answer.refused.map(({ id }) => id));
      refresh();
    } catch (error) {
      setSummary({ done: 0, refused: [], failure: error instanceof HttpError ? error.message : String(error) });
    } finally {
      clearTimeout(timer.current);
      setSaving(null);
      setBusy(false);
    }
  }, [dataProvider, onSelect, refresh, resource, selectedIds]);

  return { run, busy, saving, summary, count: selectedIds.length, dismiss: useCallback(() => setSummary(null), []) };
}
