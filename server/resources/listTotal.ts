import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

/**
 * How a list tells its total without counting a million rows on every page (issue "performance":
 * exact `count(*)` is what a broad filter costs). Rows are counted up to a limit a little past the
 * page; below it the total is exact, at it the answer says only "more than the limit", and says so:
 * `Content-Range: rides 0-24/*` (RFC 9110: the complete length is unknown) with the bound in
 * `X-Total-More-Than`. The client shows "1–25 of 2,000+" and a next page, never a made-up count.
 */
const COUNT_STEP = 1000;

/** The most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 50_000;

export interface ListTotal {
  /** The exact number of matching rows, when it is below the limit. */
  exact?: number;
  /** Otherwise: more rows than this match. */
  moreThan?: number;
}

/** The limit for a page ending at row `end` (0-based): the next thousand past it, and a thousand more. */
export function countLimitFor(end: number): number {
  return Math.ceil((end + 1) / COUNT_STEP) * COUNT_STEP + COUNT_STEP;
}

/** Counts the rows `matching` selects, up to `limit` + 1: enough to know whether more than `limit` match. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query
export async function countUpTo(db: Kysely<any>, matching: SelectQueryBuilder<any, any, object>, limit: number): Promise<ListTotal> {
  const rows = matching.select(sql<number>`1`.as('one')).limit(limit + 1).as('matching');
  const { counted } = await db.selectFrom(rows).select(sql<number | string>`count(*)`.as('counted')).executeTakeFirstOrThrow();
  return Number(counted) > limit ? { moreThan: limit } : { exact: Number(counted) };
}

/** The headers ra-data-simple-rest (and our own client) read the page and its total from. */
export function listHeaders(resource: string, start: number, rows: number, total: ListTotal): Record<string, string> {
  const last = rows ? start + rows - 1 : start;
  const headers: Record<string, string> = {
    'Content-Range': `${resource} ${start}-${last}/${total.exact ?? '*'}`,
    'Access-Control-Expose-Headers': 'Content-Range, X-Total-More-Than',
  };
  if (total.moreThan !== undefined) headers['X-Total-More-Than'] = String(total.moreThan);
  return headers;
}
