import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { charterTrips } from '../../../resources/charter-trips';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { representRecord } from '../../../resources/engine/readableValues';
import { useFailureNotice } from './useFailureNotice';

/** The steps a trip's approver decides with, offered here rather than among the page's status buttons. */
export const TRIP_DECISIONS = ['approve', 'reject'] as const;
type Decision = (typeof TRIP_DECISIONS)[number];
type UpdatedTrip = { id: number } & Record<string, unknown>;

/** What became of the trip: approved, rejected, or one sign-off recorded while it waits for the next step of its path. */
const outcomeOf = (updated: UpdatedTrip) => (updated.status === 'approved' ? 'approved' : updated.status === 'cancelled' ? 'rejected' : 'signed');

/**
 * Approve or reject a requested trip at the version shown; the server checks the step, the code,
 * whose turn it is on the district's approval path and the version again, and says why it refuses.
 */
export function TripDecisionButtons({ trip, size = 'medium', onDecided }: { trip: RaRecord; size?: 'small' | 'medium'; onDecided: (updated: UpdatedTrip) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailureNotice();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const decide = useMutation({
    mutationFn: (decision: Decision) => dataProvider.transition(charterTrips.name, trip.id, decision, trip.version as number),
    onSuccess: (updated) => {
      notify(translate(`trips.approval.${outcomeOf(updated)}`, { trip: representRecord(charterTrips.recordRepresentation, trip) }), { type: 'success' });
      onDecided(updated);
    },
    onError: failed,
  });
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {TRIP_DECISIONS.map((decision) => (
        <Button key={decision} size={size} variant={decision === 'approve' ? 'contained' : 'outlined'} color={decision === 'approve' ? 'primary' : 'error'} disabled={decide.isPending} onClick={() => decide.mutate(decision)}>
          {translate(`resources.charter-trips.transitions.${decision}`)}
        </Button>
      ))}
    </Box>
  );
}
