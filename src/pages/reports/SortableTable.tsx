import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ReportColumn<T> {
  key: string;
  label: string;
  /** What the column sorts by; a missing value (null) sorts last either way. */
  sortValue: (row: T) => number | string | null;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

interface SortableTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly ReportColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The column sorted by at first, ascending; none keeps the rows' own order. */
  sortedBy?: string;
}

const PAGE_SIZES = [25, 50, 100];
const byText = new Intl.Collator(undefined, { numeric: true });

function compare(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : byText.compare(String(a), String(b));
}

/**
 * A report's table: every column sorts by a click on its head (again: the other way), a page at a
 * time. The rows are all here; sorting them needs no call.
 */
export function SortableTable<T>({ label, rows, columns, rowKey, sortedBy }: SortableTableProps<T>) {
  const translate = useTranslate();
  const [sort, setSort] = useState<{ key: string | undefined; descending: boolean }>({ key: sortedBy, descending: false });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const column = columns.find(({ key }) => key === sort.key);
  const sorted = column ? [...rows].sort((a, b) => {
    const [x, y] = [column.sortValue(a), column.sortValue(b)];
    return x === null || y === null ? compare(x, y) : (sort.descending ? -1 : 1) * compare(x, y);
  }) : rows;
  const shown = sorted.slice(page * pageSize, (page + 1) * pageSize);
  const sortBy = (key: string) => {
    setSort({ key, descending: sort.key === key && !sort.descending });
    setPage(0);
  };
  return (
    <>
      {/* On a narrow screen the table scrolls sideways inside its card rather than past it. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map(({ key, label: head, numeric }) => (
                <TableCell key={key} align={numeric ? 'right' : 'left'} sortDirection={sort.key === key ? (sort.descending ? 'desc' : 'asc') : false}>
                  <TableSortLabel active={sort.key === key} direction={sort.key === key && sort.descending ? 'desc' : 'asc'} onClick={() => sortBy(key)}>{head}</TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map(({ key, cell, numeric }) => <TableCell key={key} align={numeric ? 'right' : 'left'} sx={numeric ? { whiteSpace: 'nowrap' } : undefined}>{cell(row)}</TableCell>)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div" count={rows.length} page={page} rowsPerPage={pageSize} rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)} onRowsPerPageChange={(event) => { setPageSize(Number(event.target.value)); setPage(0); }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
        />
      )}
    </>
  );
}
