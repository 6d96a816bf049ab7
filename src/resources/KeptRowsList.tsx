import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ListBase, ListContextProvider, ListView, Loading, useListContext, type GetListParams, type ListControllerResult, type ListProps, type SortPayload } from 'react-admin';
import { fetchPageAhead } from '../providers/dataProvider';

/** What a list asked for: its order, filters and page. */
interface ListQuestion {
  sort: SortPayload;
  filter: Record<string, unknown>;
  displayedFilters: Record<string, boolean>;
  page: number;
  perPage: number;
}

const questionOf = (list: ListControllerResult): ListQuestion => ({
  sort: list.sort, filter: list.filterValues, displayedFilters: list.displayedFilters, page: list.page, perPage: list.perPage,
});

const same = (a: ListQuestion, b: ListQuestion) => JSON.stringify(a) === JSON.stringify(b);

/** Asks the list's question again, as a person would set it: each setter starts from page 1, so the page goes last. */
function ask(list: ListControllerResult, question: ListQuestion): void {
  list.setSort(question.sort);
  list.setFilters(question.filter, question.displayedFilters, false);
  list.setPerPage(question.perPage);
  list.setPage(question.page);
}

const isSet = ([, value]: [string, unknown]) => value !== '' && value !== null && value !== undefined;
/** A filter as the list keeps it: an emptied field is no filter at all. */
const keptFilter = (filter: Record<string, unknown>) => Object.fromEntries(Object.entries(filter).filter(isSet));
/** A filter's fields in name order, for comparing two filters. */
const filterKey = (filter: Record<string, unknown>) => JSON.stringify(Object.entries(keptFilter(filter)).sort(([a], [b]) => a.localeCompare(b)));

/** Asks for the page a list is about to show, as its query will (see fetchPageAhead). */
export type PageAsker = (page: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) => void;

/**
 * The list's setters, each asking at once for the page it leads to: a click on a column's arrow, a
 * chosen filter or another page starts its request before the list is drawn again for it (which
 * takes a while: the query only asks once that drawing is done). And a setFilters asking for the
 * filters the list already has changes nothing: a filter applied at once (chosenFilters.tsx) is
 * submitted again by the filter form after its wait, which would otherwise draw the list again and
 * add a step to the browser's history.
 */
function askingAhead(list: ListControllerResult, askAhead: PageAsker): Pick<ListControllerResult, 'setSort' | 'setFilters' | 'setPage'> {
  const { perPage, page, sort, filterValues } = list;
  return {
    setSort: (next) => {
      const order = next.order ?? (next.field === sort.field && sort.order === 'ASC' ? 'DESC' : 'ASC');
      askAhead({ pagination: { page: 1, perPage }, sort: { field: next.field, order }, filter: filterValues });
      list.setSort(next);
    },
    setFilters: (filter, displayedFilters, debounce) => {
      const repeated = filterKey(filter) === filterKey(filterValues) && (displayedFilters === undefined || JSON.stringify(displayedFilters) === JSON.stringify(list.displayedFilters));
      if (repeated) return;
      if (debounce === false) askAhead({ pagination: { page: 1, perPage }, sort, filter: keptFilter(filter) });
      list.setFilters(filter, displayedFilters, debounce);
    },
    setPage: (next) => {
      if (next !== page) askAhead({ pagination: { page: next, perPage }, sort, filter: filterValues });
      list.setPage(next);
    },
  };
}

const SESSION_ERRORS: ReadonlySet<number | undefined> = new Set([401, 403]);

/**
 * While a request is refused, the page shown stays the last one answered, and the list goes back to
 * the question it answered (or to its first page, when nothing was answered yet): the refused order
 * or filter is not kept in the address nor in the list's stored settings, so that it cannot break the
 * list on the next visit either. react-admin's own notice says what was refused, in the server's words.
 */
function KeptRows({ firstPage, askAhead, children }: { firstPage: ListQuestion; askAhead: PageAsker; children: ReactNode }) {
  const list = useListContext();
  const [answered, setAnswered] = useState<ListControllerResult>();
  const isAnswer = !list.error && !list.isPending && !list.isPlaceholderData && list.data !== undefined;
  if (isAnswer && answered?.data !== list.data) setAnswered(list);

  const { error } = list;
  useEffect(() => {
    // A session that ended or an account that lost the right is react-admin's own to handle (sign-in, "Access denied").
    if (!error || SESSION_ERRORS.has((error as { status?: number }).status)) return;
    const back = answered ? questionOf(answered) : firstPage;
    if (!same(questionOf(list), back)) ask(list, back);
    // Once per refusal: the list's setters change with every question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  // One value while the list is the same, so that what reads it is not drawn again for nothing.
  const value = useMemo(() => {
    const shown: ListControllerResult = error && answered ? {
      ...list,
      sort: answered.sort, filterValues: answered.filterValues, displayedFilters: answered.displayedFilters, page: answered.page, perPage: answered.perPage,
      data: answered.data, total: answered.total, meta: answered.meta, hasNextPage: answered.hasNextPage, hasPreviousPage: answered.hasPreviousPage,
      error: null,
    } as ListControllerResult : list;
    return { ...shown, ...askingAhead(list, askAhead) };
  }, [error, answered, list, askAhead]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

const defaultAuthLoading = <Loading />;

/** react-admin's <List>, keeping its rows when a request is refused (see KeptRows). */
export function KeptRowsList({
  debounce, disableAuthentication, disableSyncWithLocation, exporter, filter, filterDefaultValues,
  authLoading = defaultAuthLoading, loading, perPage = 10, queryOptions, resource, sort, storeKey, render, ...view
}: ListProps) {
  const firstPage: ListQuestion = { sort: sort ?? { field: 'id', order: 'ASC' }, filter: (filterDefaultValues ?? {}) as Record<string, unknown>, displayedFilters: {}, page: 1, perPage };
  // As the list's query asks: its filters with the permanent ones over them, and the query's meta.
  const meta = queryOptions?.meta;
  const askAhead = useCallback<PageAsker>((page) => resource && fetchPageAhead(resource, { ...page, filter: { ...page.filter, ...filter }, meta }), [resource, filter, meta]);
  return (
    <ListBase
      debounce={debounce} disableAuthentication={disableAuthentication} disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter} filter={filter} filterDefaultValues={filterDefaultValues} authLoading={authLoading} loading={loading}
      perPage={perPage} queryOptions={queryOptions} resource={resource} sort={sort} storeKey={storeKey}
      // As <List>: ListView shows being offline, inside its frame.
      offline={false}
    >
      <KeptRows firstPage={firstPage} askAhead={askAhead}>
        <ListView {...view} render={render} />
      </KeptRows>
    </ListBase>
  );
}
