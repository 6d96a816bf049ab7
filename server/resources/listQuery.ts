import type { FastifyRequest } from 'fastify';
import type { CompiledQuery, Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import { declarationOf } from '../../resources';
import type { AppAbility } from '../../permissions/defineAbility';
import { searchableFields, searchedNumber, searchTerms, type ResourceDeclaration } from '../../resources/engine/resource';
import type { ListReader } from '../../resources/engine/sorting';
import { accountAccessOf, type AccountAccess } from '../access';
import type { AppContext } from '../context';
import { KeptAnswers, ownedBy } from '../db/keptAnswers';
import { todayIn } from '../db/seed/calendar';
import { readerLocaleOf } from '../requestLocale';
import { countedPageRows, countLimitFor, pageRows, pageStatement, totalUnder, type ListTotal } from './listTotal';
import { listLanguageOf, type ListLanguage } from './listLanguage';
import { inListOrder } from './listOrder';
import { parseListParams, type ListParams } from './listParams';
import type { Row } from './recordCodec';
import { storedConditionSql } from './storedConditions';
import { readableRows, type Where } from './tenantScope';

type LooseDb = Kysely<Record<string, Row>>;

/**
 * Pages kept per session access: the ones a person pages back and forth through, and a refresh's.
 * An access lives a minute at most (until the session's next touch), so the memory is bounded by
 * the sessions active in a minute times this.
 */
const PAGES_KEPT = 10;

/**
 * The caller's access, with what their list queries are narrowed to, the day they are read on, the
 * language their text is ordered in, and who they are to the declaration's rules.
 */
export type ListScope = AccountAccess & { today: string; where: Where; language: ListLanguage; reader: ListReader };

/** One page of a list: its rows as stored, the checked query that chose them and their capped total. */
export interface ListPageRows extends ListScope {
  params: ListParams;
  rows: Row[];
  total: ListTotal;
}

/**
 * The list path of one declared entity, shared by its simple-rest list, its CSV export and the
 * rides' id list (spec 7.3): the same tenant scope, query checks, filters, order and counting
 * bound, so that they always agree on which rows a query matches.
 */
export function listQueryOf(context: AppContext, resource: ResourceDeclaration) {
  const db = context.database.db as unknown as LooseDb;
  const { table } = resource;

  // Worked out once for the account and the ability an access holds, not on every request.
  const wheres = new WeakMap<AccountAccess['account'], Where>();
  const readers = new WeakMap<AppAbility, ListReader>();
  const scope = async (request: FastifyRequest): Promise<ListScope> => {
    const access = await accountAccessOf(request, context);
    const where = ownedBy(wheres, access.account, () => readableRows(access.account, resource));
    // Derived values (a document's state) are worked out for the account's calendar day.
    const today = todayIn(access.account.account.timezone);
    const language = await listLanguageOf(context.database, readerLocaleOf(request, access.session.locale));
    return { ...access, today, where, language, reader: ownedBy(readers, access.ability, () => readerOf(access.ability)) };
  };

  const filtered = (params: ListParams, where: Where, today: string) => {
    let query = db.selectFrom(table).where(where);
    for (const clause of params.filters) {
      const column = `${table}.${clause.field}`;
      const derived = resource.fields[clause.field]?.derived;
      if (derived) {
        const values = (clause.op === 'in' ? clause.value : [clause.value]) as string[];
        query = query.where((eb) => eb.or(values.map((value) => storedConditionSql(eb, table, derived.whereIs(value, today)))));
      } else {
        query = clause.op === 'is null' ? query.where(column, 'is', null) : query.where(column, clause.op, clause.value as never);
      }
    }
    for (const name of params.quick) query = query.where((eb) => storedConditionSql(eb, table, resource.quickFilters![name]));
    for (const term of searchTerms(params.search ?? '')) {
      query = query.where((eb) => eb.or(params.searchIn.flatMap((field) => searchedIn(eb, field, term))));
    }
    return query;
  };

  /** Where one word of a search may be found in one field: none where the word cannot be its value. */
  const searchedIn = (eb: ExpressionBuilder<Record<string, Row>, string>, field: string, term: string): Expression<SqlBool>[] => {
    const declared = resource.fields[field];
    const column = eb.ref(`${table}.${field}`);
    if (declared.reference) {
      const target = declarationOf(declared.reference)!;
      const names = searchableFields(target).map((name) => eb(eb.fn('lower', [eb.ref(`${target.table}.${name}`)]), 'like', `%${term}%`));
      return [eb(column, 'in', eb.selectFrom(target.table).select(`${target.table}.id`).where((inner) => inner.or(names)))];
    }
    if (declared.type === 'integer') {
      const number = searchedNumber(term);
      return number === undefined ? [] : [eb(column, '=', number)];
    }
    return [eb(eb.fn('lower', [column]), 'like', `%${term}%`)];
  };

  const readerOf = (ability: AppAbility): ListReader => ({ can: (rule) => ability.can(...rule), portal: context.role });

  /** The matching rows in the query's order (listOrder.ts); how many is the caller's to say. */
  const ordered = (params: ListParams, { where, today, language, account }: ListScope, columns: 'all' | 'id') => {
    const query = filtered(params, where, today);
    // Either way rows of the table, as the rest of the engine reads them.
    const selected = (columns === 'all' ? query.selectAll(table) : query.select(`${table}.id`)) as SelectQueryBuilder<Record<string, Row>, string, Row>;
    return inListOrder(selected, resource, params.sort, { language, account });
  };

  /**
   * A list's page statement for one reader (`pageStatement`), compiled once and kept with the account
   * their access holds (the rows they may read are that account's): every page of the list, and
   * every time one is asked for again, runs the same statement with its range filled in, rather
   * than the query built and compiled anew (a fifth of what an uncached page cost the console on
   * PostgreSQL). Kept by all else that shapes the statement: whether it counts, the columns read,
   * the calendar day (a derived value's filter), the language (the order of text) and the query as
   * checked for the reader, its range aside.
   */
  const statements = new WeakMap<AccountAccess['account'], KeptStatements>();
  const statementOf = (scoped: ListScope, params: ListParams, columns: 'all' | 'id', counted: boolean): CompiledQuery => {
    const { range: _range, ...shape } = params;
    const key = `${counted}\0${columns}\0${scoped.today}\0${scoped.language.locale}\0${JSON.stringify(shape)}`;
    return ownedBy(statements, scoped.account, () => new KeptStatements()).get(key, () =>
      pageStatement(db, ordered(params, scoped, columns), counted ? filtered(params, scoped.where, scoped.today) : undefined));
  };

  /**
   * How many rows match a list's query, counted with the first page asked for and kept while the
   * data stays the same (KeptAnswers), per account (whose rows the reader may read) and query: its
   * filters and search as checked for the reader, on its calendar day. Its order and its range count
   * for nothing, so a person paging through a list, or sorting it, has it counted once.
   */
  const counts = new WeakMap<AccountAccess['account'], KeptAnswers<ListTotal>>();

  /**
   * The page the request's `filter`, `sort` and `range` ask for, with the matching rows counted up
   * to the bound a little past it (listTotal.ts). Counted, the page and its count are one statement:
   * one round trip, and a request holds one of the pool's connections at a time (sent side by side,
   * twenty users' pages wanted forty connections, waited for each other in the pool, and served a
   * quarter fewer pages on PostgreSQL). With the count kept from an earlier page (`counts`), the page
   * is read alone. `columns: 'id'` reads only the ids, for those who need nothing else. The rows
   * are as stored, under the database's column names (`recordMaker` reads them so).
   */
  const pageOf = async (request: FastifyRequest, columns: 'all' | 'id' = 'all'): Promise<ListPageRows> => {
    const scoped = await scope(request);
    const params = parseListParams(resource, request.query as Record<string, string>, scoped.reader);
    const range = { offset: params.range.start, limit: params.range.end - params.range.start + 1, countLimit: countLimitFor(params.range.end) };
    const { sort: _sort, range: _range, ...query } = params;
    // The page, when it was read with the count worked out afresh.
    let readWithCount: Row[] | undefined;
    const kept = await ownedBy(counts, scoped.account, () => new KeptAnswers<ListTotal>(context.database, COUNTS_KEPT)).answer(
      `${scoped.today}\0${JSON.stringify(query)}`,
      request,
      async () => {
        const page = await countedPageRows(db, statementOf(scoped, params, columns, true), range, () => filtered(params, scoped.where, scoped.today));
        readWithCount = page.rows as Row[];
        return { value: page.total, keep: true };
      },
      (total) => totalUnder(total, range.countLimit) !== undefined,
    );
    const rows = readWithCount ?? ((await pageRows(db, statementOf(scoped, params, columns, false), range)) as Row[]);
    return { ...scoped, params, rows, total: totalUnder(kept, range.countLimit)! };
  };

  return { scope, ordered, pageOf };
}

/** The most page statements of a list kept per account held: a person's sorts and filters of the last minute. */
const STATEMENTS_KEPT = 20;

/** The most counts of a list kept per account held: its filters and searches of the last minutes. */
const COUNTS_KEPT = 20;

/** Compiled statements by key, the least recently used going first past STATEMENTS_KEPT. */
class KeptStatements {
  private readonly kept = new Map<string, CompiledQuery>();

  get(key: string, compile: () => CompiledQuery): CompiledQuery {
    const statement = this.kept.get(key) ?? compile();
    this.kept.delete(key);
    this.kept.set(key, statement);
    if (this.kept.size > STATEMENTS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return statement;
  }
}

/**
 * Answers to list requests kept per session access (see KeptAnswers): worked out once while the
 * data stays the same, for the access that asked (the same object while the session's facts
 * hold), by the request's address, on its calendar day, in its language (a list's order is the
 * language's, and the user's own language is part of the access).
 */
export function keptPerAccess<V>(context: AppContext) {
  const kept = new WeakMap<AccountAccess, KeptAnswers<V>>();
  return async (request: FastifyRequest, workOut: () => Promise<{ value: V; keep: boolean }>): Promise<V> => {
    const access = await accountAccessOf(request, context);
    const key = `${todayIn(access.account.account.timezone)}\0${readerLocaleOf(request, access.session.locale)}\0${request.url}`;
    return ownedBy(kept, access, () => new KeptAnswers<V>(context.database, PAGES_KEPT)).answer(key, request, workOut);
  };
}
