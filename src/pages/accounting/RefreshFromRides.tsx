import SyncIcon from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { patchCachedRecord } from '../../providers/live/liveRecordPatches';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';

/**
 * "Refresh from rides" (ACCOUNTING_TRANSACTION_REFRESH_EDIT): a pending transaction's ride lines
 * computed again by the server from the period's completed rides; a charter trip has none.
 */
export function RefreshFromRides() {
  const record = useRecordContext();
  const ability = useConsoleAbility();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = useMutation({
    mutationFn: () => dataProvider.action<{ id: number } & Record<string, unknown>>(`invoicing/${record!.id}/refresh`, { version: record!.version }),
    onSuccess: (updated) => {
      patchCachedRecord(queryClient, 'invoicing', updated);
      notify(translate('work.accounting.refreshed'), { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' }),
  });
  const fromRides = record && record.status === 'pending' && !(record.tripReference && !record.rideId);
  if (!fromRides || !ability.can('refresh', 'accounting-transactions')) return null;
  return (
    <Button variant="outlined" startIcon={<SyncIcon />} disabled={run.isPending} onClick={() => run.mutate()} sx={{ mb: 2 }}>
      {translate('work.accounting.refresh')}
    </Button>
  );
}
