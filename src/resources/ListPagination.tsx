import { useCallback } from 'react';
import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { totalText } from '../providers/listPage';

/**
 * react-admin's pagination, reading a total the server gave as a bound (past a couple of thousand
 * rows it stops counting) as "26-50 of 2,000+" instead of a number it does not have; and none at
 * all while there is no total to tell (a first request refused), rather than "1-25 of undefined".
 */
export function ListPagination() {
  const { total, meta, isPending } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const shown = totalText({ total, meta }, locale);
  const label = useCallback(
    ({ from, to }: { from: number; to: number }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: shown }),
    [translate, shown],
  );
  // MUI's own aria-labels of the page buttons are English ("Go to next page"); react-admin has them translated.
  const buttonLabel = useCallback((button: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${button}`), [translate]);
  // While the first page loads, react-admin's own placeholder keeps the pagination's place.
  if (shown === undefined && !isPending) return null;
  // Pagination hands its other props to MUI's TablePagination after its own, so these win; its
  // props type does not list them.
  return <Pagination {...({ labelDisplayedRows: label, getItemAriaLabel: buttonLabel } as object)} />;
}
