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
  const { counted } = await boundedCount(db, matching, limit).executeTakeFirstOrThrow();
  return totalOf(counted, limit);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query
function boundedCount(db: Kysely<any>, matching: SelectQueryBuilder<any, any, object>, limit: number) {
  const rows = matching.select(sql<number>`1`.as('one')).limit(limit + 1).as('matching');
  return db.selectFrom(rows).select(sql<number | string>`count(*)`.as('counted'));
}

const totalOf = (counted: number | string, limit: number): ListTotal => (Number(counted) > limit ? { moreThan: limit } : { exact: Number(counted) });

/** The column a page's rows carry their bounded count in (`pageWithCount`). */
const COUNTED = 'listCounted';

/**
 * A page of `page` and the rows `matching` selects counted up to `limit` + 1, in one statement: the
 * count rides along as a column the database works out once (an uncorrelated subquery), so the page
 * and its total cost one round trip. Past the last row the page has no row to carry it, and the
 * count is asked for on its own.
 */
export async function pageWithCount(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query
  db: Kysely<any>, page: SelectQueryBuilder<any, any, Record<string, unknown>>, matching: SelectQueryBuilder<any, any, object>, limit: number,
): Promise<{ rows: Record<string, unknown>[]; total: ListTotal }> {
  const rows = await page.select(boundedCount(db, matching, limit).as(COUNTED)).execute();
  if (!rows.length) return { rows, total: await countUpTo(db, matching, limit) };
  return { rows, total: totalOf(rows[0][COUNTED] as number | string, limit) };
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
