import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from '../rides/DetailCard';
import { tripApi, useTripOutput } from './tripApi';

/** Every change of the trip's status, oldest first: when, which step, from what to what, and who (CHARTER_TRIP_STATUS_LOG_VIEW). */
export function TripStatusLogCard({ tripId, version }: { tripId: string; version: unknown }) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const { data, isPending, error } = useTripOutput(tripId, 'status-log', tripApi.statusLog, version);
  const step = (transition: string) => (transition === 'create' ? translate('trips.statusLog.created') : translate(`resources.charter-trips.transitions.${transition}`));
  return (
    <DetailCard title={translate('trips.statusLog.title')} loading={isPending} error={error}>
      {data && data.entries.length === 0 && <Typography color="text.secondary">{translate('trips.statusLog.empty')}</Typography>}
      {data && data.entries.length > 0 && (
        <Table size="small" aria-label={translate('trips.statusLog.title')}>
          <TableHead>
            <TableRow>
              {['when', 'step', 'change', 'by'].map((column) => <TableCell key={column}>{translate(`trips.statusLog.${column}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{format.dateTime(entry.at)}</TableCell>
                <TableCell>{step(entry.transition)}</TableCell>
                <TableCell>{entry.fromStatus ? `${translate(`choices.${entry.fromStatus}`)} → ` : ''}{translate(`choices.${entry.toStatus}`)}</TableCell>
                <TableCell>{entry.actorName ?? translate('trips.statusLog.system')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailCard>
  );
}
