import { sql, type CompiledQuery, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ownedBy } from '../db/keptAnswers';

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
  return countOf(db, matching, limit + 1);
}

/** The rows `matching` selects, counted up to `rowsRead` of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query
function countOf(db: Kysely<any>, matching: SelectQueryBuilder<any, any, object>, rowsRead: number | typeof OPEN.rowsCounted) {
  const rows = matching.select(sql<number>`1`.as('one')).limit(rowsRead as number).as('matching');
  return db.selectFrom(rows).select(sql<number | string>`count(*)`.as('counted'));
}

const totalOf = (counted: number | string, limit: number): ListTotal => (Number(counted) > limit ? { moreThan: limit } : { exact: Number(counted) });

/** The column a page's rows carry their bounded count in (`pageWithCount`), as the database names it. */
const COUNTED = 'list_counted';

/**
 * The values a page's statement leaves open, one parameter each: where the page starts, how many
 * rows it holds and how many matching rows its count reads. Everything else in it is fixed by the
 * list's query and its reader, so one compiled statement serves every page of a list.
 */
const OPEN = { offset: Symbol('offset'), limit: Symbol('limit'), rowsCounted: Symbol('rows counted') } as const;

/** Each database's queries without its plugins: rows as stored. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database
const asStored = new WeakMap<Kysely<any>, Kysely<any>>();

/** Where a page starts, how many rows it holds and the count's limit (`countLimitFor`). */
export interface PageRange {
  offset: number;
  limit: number;
  countLimit: number;
}

/**
 * The statement of a page of `page`, its range left open (`pageRows` fills it in). With `matching`,
 * the rows it selects counted up to a limit ride along as a column the database works out once (an
 * uncorrelated subquery), so the page and its total cost one round trip. The page is then a derived
 * table the count is added to, not the count a column of the page's own query: there PostgreSQL
 * formed every row the page's offset skips anew with the extra column (a tenth of a millisecond
 * more a page at offset 1,500), where a derived table hands on its rows as stored, and in its order
 * (the outer query neither joins, groups nor sorts).
 */
export function pageStatement(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query
  db: Kysely<any>, page: SelectQueryBuilder<any, any, Record<string, unknown>>, matching?: SelectQueryBuilder<any, any, object>,
): CompiledQuery {
  const opened = page.offset(OPEN.offset as unknown as number).limit(OPEN.limit as unknown as number);
  const statement = (matching ? db.selectFrom(opened.as('page')).selectAll('page').select(countOf(db, matching, OPEN.rowsCounted).as(COUNTED)) : opened).compile();
  for (const value of matching ? Object.values(OPEN) : [OPEN.offset, OPEN.limit]) {
    if (statement.parameters.filter((parameter) => parameter === value).length !== 1) throw new Error(`A page's statement must hold its ${value.description} once.`);
  }
  return statement;
}

/**
 * The rows of a page statement (`pageStatement`) for `range`, as stored (the database's column
 * names: the rows go straight to the records sent, with no copy renamed on the way).
 */
export async function pageRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database
  db: Kysely<any>, statement: CompiledQuery, range: PageRange,
): Promise<Record<string, unknown>[]> {
  const given = { [OPEN.offset]: range.offset, [OPEN.limit]: range.limit, [OPEN.rowsCounted]: range.countLimit + 1 };
  const parameters = statement.parameters.map((value) => (typeof value === 'symbol' && value in given ? given[value as keyof typeof given] : value));
  return (await ownedBy(asStored, db, () => db.withoutPlugins()).executeQuery<Record<string, unknown>>({ ...statement, parameters })).rows;
}

/**
 * The rows of a page statement with its count (`pageStatement` given `matching`) and their capped
 * total. Past the last row the page has no row to carry the count, and `matching` is counted on its own.
 */
export async function countedPageRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query
  db: Kysely<any>, statement: CompiledQuery, range: PageRange, matching: () => SelectQueryBuilder<any, any, object>,
): Promise<{ rows: Record<string, unknown>[]; total: ListTotal }> {
  const rows = await pageRows(db, statement, range);
  if (!rows.length) return { rows, total: await countUpTo(db, matching(), range.countLimit) };
  return { rows, total: totalOf(rows[0][COUNTED] as number | string, range.countLimit) };
}

/**
 * What a total counted up to one limit says under another: an exact total as it was (or "more than"
 * a lower limit it passes), "more than" a limit as "more than" any lower one; nothing when it cannot
 * tell (more than 2,000 rows, asked about 3,000).
 */
export function totalUnder(total: ListTotal, countLimit: number): ListTotal | undefined {
  if (total.exact !== undefined) return totalOf(total.exact, countLimit);
  return total.moreThan! >= countLimit ? { moreThan: countLimit } : undefined;
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
