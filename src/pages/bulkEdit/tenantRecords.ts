import { useMemo } from 'react';
import { useGetList, useLocaleState, type RaRecord } from 'react-admin';
import { totalText } from '../../providers/listPage';

/** The most the API returns in one page: bulk screens show a tenant's records at once, up to this. */
export const BULK_PAGE_SIZE = 500;

/** The tenant's records of a resource (the API scopes them), narrowed on the server by what is given. */
export function useTenantRecords<T extends RaRecord>(resource: string, query: Record<string, unknown>, sort: { field: string; order: 'ASC' | 'DESC' }) {
  const filter = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const [locale] = useLocaleState();
  const list = useGetList<T>(resource, { pagination: { page: 1, perPage: BULK_PAGE_SIZE }, sort, filter });
  const records = list.data ?? [];
  // More than one page: how many more, as the API can tell ("2,000+" past its counting bound).
  const truncated = list.pageInfo?.hasNextPage || (list.total ?? 0) > records.length;
  return { records, total: truncated ? totalText(list, locale) : undefined, isPending: list.isPending, error: list.error };
}

/** The yards this user may see, by id, to name a record's yard and to filter by it. */
export function useYardNames(): Map<number, string> {
  const { data } = useGetList<RaRecord & { name: string }>('yards', { pagination: { page: 1, perPage: BULK_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } });
  return useMemo(() => new Map((data ?? []).map((yard) => [Number(yard.id), yard.name])), [data]);
}

/** Records whose name contains what was typed, as a dispatcher looks for "bus 12" or "Garcia". */
export function matchingText<T>(records: T[], typed: string, nameOf: (record: T) => string): T[] {
  const wanted = typed.trim().toLowerCase();
  return wanted ? records.filter((record) => nameOf(record).toLowerCase().includes(wanted)) : records;
}
