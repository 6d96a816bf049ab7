import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BulkDeleteButton, useListContext, type Identifier, type RaRecord } from 'react-admin';
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
 * react-admin's bulk delete, each record deleted at the version it was shown with: one changed by
 * someone else since is refused (409), as its save would be.
 */
export function VersionedBulkDeleteButton() {
  const { selectedIds, resource } = useListContext();
  const queryClient = useQueryClient();
  const meta: DeleteManyMeta = { versions: versionsShown(queryClient, resource, selectedIds) };
  return <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ meta }} />;
}
