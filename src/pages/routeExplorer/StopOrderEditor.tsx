import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { ExplorerStop } from '../../../resources/route-explorer/explorer';

interface StopOrderEditorProps {
  stops: ExplorerStop[];
  onChange: (stops: ExplorerStop[]) => void;
  disabled: boolean;
}

/** A run's stops in their edited order: each moved earlier or later, each given its time. */
export function StopOrderEditor({ stops, onChange, disabled }: StopOrderEditorProps) {
  const translate = useTranslate();
  const move = (from: number, to: number) => {
    const next = [...stops];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  const retime = (index: number, time: string) => onChange(stops.map((stop, at) => (at === index ? { ...stop, time } : stop)));

  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {['management.position', 'management.wasStop', 'run.address', 'run.students', 'run.time'].map((column) => <TableCell key={column}>{translate(`routeExplorer.${column}`)}</TableCell>)}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {stops.map((stop, index) => (
          <TableRow key={stop.sequence}>
            <TableCell>{index + 1}</TableCell>
            <TableCell>{stop.sequence}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{stop.address}</TableCell>
            <TableCell>{stop.studentCount}</TableCell>
            <TableCell>
              <TextField
                type="time" size="small" hiddenLabel value={stop.time} disabled={disabled} onChange={(event) => retime(index, event.target.value)}
                slotProps={{ htmlInput: { 'aria-label': translate('routeExplorer.management.timeOf', { sequence: stop.sequence }) } }}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton size="small" disabled={disabled || index === 0} onClick={() => move(index, index - 1)} aria-label={translate('routeExplorer.management.moveUp', { sequence: stop.sequence })}><ArrowUpward fontSize="small" /></IconButton>
              <IconButton size="small" disabled={disabled || index === stops.length - 1} onClick={() => move(index, index + 1)} aria-label={translate('routeExplorer.management.moveDown', { sequence: stop.sequence })}><ArrowDownward fontSize="small" /></IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
