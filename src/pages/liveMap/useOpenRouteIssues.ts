import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OpenRouteIssues } from '../../../resources/live/snapshot';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { useLiveFeed, useLiveResumed } from '../../providers/live/useLive';

const QUERY_KEY = ['live', 'route-issues'];

/**
 * The tenant's open route issues (spec 7.7 route issues): a resolved one leaves the list at once; a
 * new one reloads the list, which names its ride, as does the end of a break in live updates.
 */
export function useOpenRouteIssues(enabled: boolean) {
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.liveSnapshot<OpenRouteIssues>('route-issues'), enabled });
  useLiveFeed('route-issues', undefined, (issue) => {
    if (issue.resolvedAt) {
      queryClient.setQueryData<OpenRouteIssues>(QUERY_KEY, (old) => old && { issues: old.issues.filter((open) => open.id !== issue.id) });
    } else {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    }
  }, enabled);
  useLiveResumed(() => enabled && void queryClient.invalidateQueries({ queryKey: QUERY_KEY }));
  return query;
}
