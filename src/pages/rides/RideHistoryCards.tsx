import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ReferenceField, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import type { RideHistoryEvent, RideVendorAssignment } from '../../../resources/rides/details';
import { RESOURCES } from '../../../resources';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from './DetailCard';
import { useRideOutput } from './useRideOutput';

type RideId = { rideId: number | string };

/** The entity an assignment event's `from` / `to` ids point at. */
const EVENT_REFERENCES: Record<string, string> = {
  vendor_assigned: 'vendors',
  vehicle_assigned: 'vehicles',
  driver_assigned: 'drivers',
  monitor_assigned: 'monitors',
};

/** A changed value as a reader knows it: a record's name where they may open it, a status in words. */
function ChangedValue({ kind, value }: { kind: string; value: unknown }) {
  const translate = useTranslate();
  const ability = useConsoleAbility();
  const { account } = useConsoleSession();
  const reference = EVENT_REFERENCES[kind];
  if (kind === 'vendor_assigned' && value === account.vendor?.vendorId) return <>{account.account.name}</>;
  if (value === null || value === undefined) return <>{translate(kind === 'vendor_assigned' ? 'rides.history.anotherVendor' : 'rides.history.nobody')}</>;
  if (kind === 'status_changed') return <>{translate(`choices.${String(value)}`)}</>;
  if (Array.isArray(value)) return <>{value.join(', ') || '—'}</>;
  const target = RESOURCES.find((resource) => resource.name === reference);
  if (target && ability.can(...target.permissions.view)) {
    return <ReferenceField record={{ id: 0, value }} source="value" reference={reference} link={false} />;
  }
  return <>#{String(value)}</>;
}

function Change({ event }: { event: RideHistoryEvent }) {
  const { from, to } = event.details as { from?: unknown; to?: unknown };
  if (event.kind === 'created') return null;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {'from' in event.details && <><ChangedValue kind={event.kind} value={from} /> → </>}
      <ChangedValue kind={event.kind} value={to} />
    </Typography>
  );
}

/** Everything that happened to the ride, oldest first, with who did it. */
export function RideHistoryCard({ rideId }: RideId) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const { data, isPending, error } = useRideOutput<{ events: RideHistoryEvent[] }>(rideId, 'history');
  return (
    <DetailCard title={translate('rides.history.title')} loading={isPending} error={error}>
      {!data?.events.length ? <Typography color="text.secondary">{translate('rides.history.none')}</Typography> : (
        <Table size="small" aria-label={translate('rides.history.title')}>
          <TableBody>
            {data.events.map((event) => (
              <TableRow key={event.id}>
                <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>{format.dateTime(event.at)}</TableCell>
                <TableCell>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 500, mr: 1 }}>{translate(`rides.history.kind_${event.kind}`, { _: event.kind })}</Typography>
                  <Change event={event} />
                </TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{event.actorName ? translate('rides.history.by', { name: event.actorName }) : translate('rides.history.system')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailCard>
  );
}

function Cells({ children }: { children: ReactNode[] }) {
  return <TableRow>{children.map((child, index) => <TableCell key={index}>{child}</TableCell>)}</TableRow>;
}

/** Which vendors held the ride, and from when to when (another vendor's name stays with the operator). */
export function VendorAssignmentsCard({ rideId }: RideId) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const { data, isPending, error } = useRideOutput<{ assignments: RideVendorAssignment[] }>(rideId, 'vendor-assignments');
  return (
    <DetailCard title={translate('rides.vendorAssignments.title')} loading={isPending} error={error}>
      {!data?.assignments.length ? <Typography color="text.secondary">{translate('rides.vendorAssignments.none')}</Typography> : (
        <Table size="small" aria-label={translate('rides.vendorAssignments.title')}>
          <TableHead>
            <Cells>{[translate('rides.vendorAssignments.vendor'), translate('rides.vendorAssignments.from'), translate('rides.vendorAssignments.until'), translate('rides.vendorAssignments.reason')]}</Cells>
          </TableHead>
          <TableBody>
            {data.assignments.map((assignment) => (
              <Cells key={assignment.id}>
                {[
                  assignment.vendorName ?? translate('rides.history.anotherVendor'),
                  format.dateTime(assignment.assignedAt),
                  assignment.unassignedAt ? format.dateTime(assignment.unassignedAt) : translate('rides.vendorAssignments.current'),
                  assignment.reason ?? '—',
                ]}
              </Cells>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailCard>
  );
}
