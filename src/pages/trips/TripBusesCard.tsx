import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDelete, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { BUS_ASSIGNABLE_STATUSES } from '../../../resources/charter-trips';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from '../rides/DetailCard';
import { AssignBusForm } from './AssignBusForm';

/**
 * The buses and drivers of the trip (CHARTER_TRIP_RIDE_VIEW). While the trip is approved or booked,
 * those who book (CHARTER_TRIP_BOOKING_EDIT) assign its vendor's buses and take them off again.
 */
export function TripBusesCard({ trip }: { trip: RaRecord }) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const ability = useConsoleAbility();
  const notify = useNotify();
  const { data = [], isPending, error, refetch } = useGetList('trip-ride-assignments', {
    filter: { tripId: trip.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'startsAt', order: 'ASC' },
  });
  const [remove, { isPending: removing }] = useDelete();
  const open = (BUS_ASSIGNABLE_STATUSES as readonly string[]).includes(trip.status);
  const mayAssign = open && ability.can('create', 'trip-ride-assignments');
  const mayRemove = open && ability.can('delete', 'trip-ride-assignments');
  const takeOff = (bus: RaRecord) => remove('trip-ride-assignments', { id: bus.id, previousData: bus }, {
    mutationMode: 'pessimistic',
    onSuccess: () => { notify(translate('trips.buses.removed'), { type: 'success' }); refetch(); },
    onError: (failure) => notify((failure as Error).message, { type: 'error' }),
  });
  return (
    <DetailCard title={translate('trips.buses.title')} loading={isPending} error={error}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('trips.buses.count', { assigned: data.length, needed: trip.busesNeeded })}
      </Typography>
      {data.length === 0 && <Typography color="text.secondary">{translate('trips.buses.empty')}</Typography>}
      {data.length > 0 && (
        <Table size="small" aria-label={translate('trips.buses.title')}>
          <TableBody>
            {data.map((bus) => (
              <TableRow key={bus.id}>
                <TableCell>{translate('trips.buses.bus')} {bus.vehicleNumber}</TableCell>
                <TableCell>{bus.driverName ?? translate('trips.buses.noDriver')}</TableCell>
                <TableCell>{format.time(bus.startsAt)} – {format.time(bus.endsAt)}</TableCell>
                {mayRemove && (
                  <TableCell padding="checkbox">
                    <IconButton size="small" disabled={removing} aria-label={translate('trips.buses.remove', { bus: bus.vehicleNumber })} onClick={() => takeOff(bus)}>
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {mayAssign && (trip.vendorId ? <AssignBusForm trip={trip} onAssigned={() => refetch()} />
        : <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{translate('trips.buses.needsVendor')}</Typography>)}
    </DetailCard>
  );
}
