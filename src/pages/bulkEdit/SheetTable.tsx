import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SheetTableProps {
  columns: readonly string[];
  /** Where the column headings are: `<messages>.<column>`. */
  messages: string;
  label?: string;
  children: ReactNode;
}

/** A sheet of rows edited in place (a day's attendance, a day's rides): the headings, then the screen's rows. */
export function SheetTable({ columns, messages, label, children }: SheetTableProps) {
  const translate = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{columns.map((column) => <TableCell key={column}>{translate(`${messages}.${column}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
