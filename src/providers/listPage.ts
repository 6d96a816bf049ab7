import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/** What a list answer says of its total: exact, or "more than" a bound (server/resources/listTotal.ts). */
export interface ListTotalMeta {
  totalMoreThan?: number;
}

/** The query string of ra-data-simple-rest's list request: sort, the page's row range, the filter. */
export function listQuery({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): URLSearchParams {
  const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
  const start = (page - 1) * perPage;
  return new URLSearchParams({
    sort: JSON.stringify([sort?.field ?? 'id', sort?.order ?? 'ASC']),
    range: JSON.stringify([start, start + perPage - 1]),
    filter: JSON.stringify(filter ?? {}),
  });
}

/**
 * A page as the list API answers it. An exact total is react-admin's `total`; past the bound the
 * server counts to, there is no total but a next page, and the bound goes in `meta` for the
 * pagination to say "of 2,000+".
 */
export function pageFrom(headers: Headers, data: RaRecord[], pagination: GetListParams['pagination']): GetListResult {
  const moreThan = headers.get('x-total-more-than');
  if (moreThan === null) {
    const total = Number(headers.get('content-range')?.split('/').pop());
    if (!Number.isInteger(total)) throw new Error('The list answer carries no total in its Content-Range header.');
    return { data, total };
  }
  const meta: ListTotalMeta = { totalMoreThan: Number(moreThan) };
  return { data, pageInfo: { hasNextPage: true, hasPreviousPage: (pagination?.page ?? 1) > 1 }, meta };
}

/** A list's total to show: the number, or the bound with a plus ("2,000+"); undefined while loading. */
export function totalText(result: { total?: number; meta?: ListTotalMeta }, locale: string): string | undefined {
  if (result.total !== undefined) return result.total.toLocaleString(locale);
  return result.meta?.totalMoreThan === undefined ? undefined : `${result.meta.totalMoreThan.toLocaleString(locale)}+`;
}

/** A reference column of a list: the field holding the id, and the resource it points to. */
export interface ListReference {
  source: string;
  reference: string;
}

/**
 * The records a page refers to, by resource, as react-admin's `meta.prefetched` takes them: its
 * ReferenceFields then render from the cache at once instead of asking after the rows are drawn.
 */
export async function referencedRecords(
  rows: RaRecord[],
  references: ListReference[],
  getMany: (resource: string, ids: unknown[]) => Promise<RaRecord[]>,
): Promise<Record<string, RaRecord[]>> {
  const idsByResource = new Map<string, Set<unknown>>();
  for (const { source, reference } of references) {
    const ids = idsByResource.get(reference) ?? idsByResource.set(reference, new Set()).get(reference)!;
    for (const row of rows) if (row[source] !== null && row[source] !== undefined) ids.add(row[source]);
  }
  const wanted = [...idsByResource].filter(([, ids]) => ids.size > 0);
  const records = await Promise.all(wanted.map(([resource, ids]) => getMany(resource, [...ids])));
  return Object.fromEntries(wanted.map(([resource], index) => [resource, records[index]]));
}
