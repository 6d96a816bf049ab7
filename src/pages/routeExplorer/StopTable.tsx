import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';
import type { ExplorerStop } from '../../../resources/route-explorer/explorer';

/** A run's stops in order: where, when, how many students and how long they ride. */
export function StopTable({ number, stops }: { number: string; stops: ExplorerStop[] }) {
  const translate = useTranslate();
  const { timeOfDay } = useAccountFormats();
  return (
    <Table size="small" aria-label={translate('routeExplorer.run.stopTable', { number })}>
      <TableHead>
        <TableRow>
          {['stop', 'address', 'time', 'students', 'onBoard'].map((column) => <TableCell key={column}>{translate(`routeExplorer.run.${column}`)}</TableCell>)}
        </TableRow>
      </TableHead>
      <TableBody>
        {stops.map((stop) => (
          <TableRow key={stop.sequence}>
            <TableCell>{stop.sequence}</TableCell>
            <TableCell>{stop.address}</TableCell>
            <TableCell>{timeOfDay(stop.time)}</TableCell>
            <TableCell>{stop.studentCount}</TableCell>
            <TableCell>{stop.studentCount ? translate('routeExplorer.run.minutes', { minutes: stop.rideMinutes }) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
