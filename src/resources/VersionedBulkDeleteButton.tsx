import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  Button, useDeleteMany, useListContext, useNotify, useRefresh, useTranslate, type Identifier, type RaRecord,
} from 'react-admin';
import type { DeleteManyMeta } from '../providers/dataProvider';

/** The versions of the ticked records as the lists of this resource showed them (the ticks may span pages). */
function versionsShown(queryClient: QueryClient, resource: string, ids: Identifier[]): DeleteManyMeta['versions'] {
  const wanted = new Set(ids.map(String));
  const versions: DeleteManyMeta['versions'] = {};
  for (const [, page] of queryClient.getQueriesData<{ data?: RaRecord[] }>({ queryKey: [resource, 'getList'] })) {
    for (const record of page?.data ?? []) {
      if (wanted.has(String(record.id)) && typeof record.version === 'number') versions[String(record.id)] ??= record.version;
    }
  }
  return versions;
}

/**
 * Deletes the ticked records, undoably: they leave the list at once, and a notice naming how many
 * and of what ("3 students deleted") offers Undo until it closes; only then is the server asked,
 * each record at the version it was shown with, so one changed by someone else since is refused
 * (409) and the list shows it again.
 */
export function VersionedBulkDeleteButton() {
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [deleteMany, { isPending }] = useDeleteMany();
  const remove = () => {
    const count = selectedIds.length;
    const kind = translate(`resources.${resource}.name`, { smart_count: count }).toLocaleLowerCase();
    deleteMany(resource, { ids: selectedIds, meta: { versions: versionsShown(queryClient, resource, selectedIds) } satisfies DeleteManyMeta }, {
      mutationMode: 'undoable',
      onSuccess: () => {
        notify(translate('global.records.deleted', { smart_count: count, kind }), { type: 'info', undoable: true });
        onUnselectItems(true);
      },
      onError: (error) => {
        notify(error instanceof Error ? error.message : translate('ra.notification.http_error'), { type: 'error' });
        refresh();
      },
    });
  };
  return <Button label="ra.action.delete" color="error" onClick={remove} disabled={isPending}><DeleteIcon /></Button>;
}
