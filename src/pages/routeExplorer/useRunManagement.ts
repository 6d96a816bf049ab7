import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishResult, RunDraftChange, RunManagement } from '../../../resources/route-explorer/explorer';
import { callConsoleApi } from '../../providers/consoleApi';
import { useConsoleSave } from '../../providers/useConsoleSave';

/** A run in route management: its published form and draft, and the three steps on the draft. */
export function useRunManagement(runId: number) {
  const queryClient = useQueryClient();
  const queryKey = ['route-explorer', 'management', runId];
  const path = (suffix: string) => `/api/route-explorer/runs/${runId}/${suffix}`;
  const management = useQuery({ queryKey, queryFn: () => callConsoleApi<RunManagement>(path('management')) });
  const settle = (next?: RunManagement) => {
    if (next) queryClient.setQueryData(queryKey, next);
    // The explorer's lists show drafts and violations: they are read again.
    void queryClient.invalidateQueries({ queryKey: ['route-explorer'], refetchType: next ? 'none' : 'active' });
    if (!next) void queryClient.invalidateQueries({ queryKey });
  };
  const saveDraft = useConsoleSave((change: RunDraftChange) => callConsoleApi<RunManagement>(path('draft'), 'PUT', change), settle, 'routeExplorer.management.draftSaved');
  const discard = useConsoleSave((version: number) => callConsoleApi<RunManagement>(path('draft/discard'), 'POST', { version }), settle, 'routeExplorer.management.discarded');
  const publish = useConsoleSave((version: number) => callConsoleApi<PublishResult>(path('publish'), 'POST', { version }), () => settle(), 'routeExplorer.management.publishedDone');
  return { management, saveDraft, discard, publish, busy: saveDraft.isPending || discard.isPending || publish.isPending };
}
