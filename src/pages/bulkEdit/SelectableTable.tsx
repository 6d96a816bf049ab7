import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import type { SaveOutcome, VersionedRecord } from './recordSaves';

export interface TableColumn<T> {
  heading: string;
  render: (record: T) => ReactNode;
  /** The column that names the record (a vehicle's number), set in bold. */
  naming?: boolean;
}

/**
 * The ticked records among those shown: a record filtered out of view is not acted on unseen. After
 * a save, what was refused stays ticked, to try again once the rows show what is stored now.
 */
export function useSelection<T extends VersionedRecord>(shown: T[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = useMemo(() => shown.filter((record) => ticked.has(record.id)), [shown, ticked]);
  const keepRefused = (outcome: SaveOutcome<T> | undefined) => {
    if (outcome) setTicked(new Set(outcome.failed.map(({ record }) => record.id)));
  };
  return { ticked, setTicked, chosen, keepRefused };
}

interface SelectableTableProps<T extends VersionedRecord> {
  records: T[];
  selection: ReturnType<typeof useSelection<T>>;
  columns: TableColumn<T>[];
  /** Accessible names of the boxes, and what an empty table says. */
  labels: { selectAll: string; select: (record: T) => string; empty: string };
}

/** The records shown, each with a box to tick, then the screen's columns. */
export function SelectableTable<T extends VersionedRecord>({ records, selection, columns, labels }: SelectableTableProps<T>) {
  const { ticked, setTicked, chosen } = selection;
  const toggle = (id: number) => setTicked(new Set(ticked.has(id) ? [...ticked].filter((other) => other !== id) : [...ticked, id]));
  const allShown = records.length > 0 && chosen.length === records.length;
  if (records.length === 0) return <Typography color="text.secondary" sx={{ py: 3 }}>{labels.empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allShown} indeterminate={chosen.length > 0 && !allShown}
                onChange={() => setTicked(new Set(allShown ? [] : records.map((record) => record.id)))}
                slotProps={{ input: { 'aria-label': labels.selectAll } }}
              />
            </TableCell>
            {columns.map((column) => <TableCell key={column.heading}>{column.heading}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow key={record.id} hover selected={ticked.has(record.id)}>
              <TableCell padding="checkbox">
                <Checkbox checked={ticked.has(record.id)} onChange={() => toggle(record.id)} slotProps={{ input: { 'aria-label': labels.select(record) } }} />
              </TableCell>
              {columns.map((column) => <TableCell key={column.heading} sx={column.naming ? { fontWeight: 600 } : undefined}>{column.render(record)}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
