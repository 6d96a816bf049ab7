import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'react-admin';
import { charterTrips } from '../../../resources/charter-trips';
import type { TripApproval, TripApprovalStep } from '../../../resources/charter-trips/details';
import { patchCachedRecord } from '../../providers/live/liveRecordPatches';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { DetailCard } from '../rides/DetailCard';
import { tripApi, useTripOutput } from './tripApi';
import { TripDecisionButtons } from './TripDecisionButtons';

/**
 * The trip's walk along its district's approval path: each step with who signed it and when, the
 * step that waits highlighted, and Approve and Reject only for the user whose turn it is — the
 * server says whose turn it is, and checks it again on the step. Read again at each new version of
 * the trip, which a decision here writes into the page's record.
 */
export function TripApprovalCard({ trip }: { trip: RaRecord }) {
  const translate = useTranslate();
  const format = useAccountFormats();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useTripOutput(String(trip.id), 'approval', tripApi.approval, trip.version);
  const stateOf = (step: TripApprovalStep, approval: TripApproval) => {
    if (step.signerName) return translate('trips.approvalCard.signed', { by: step.signerName, at: step.signedAt ? format.dateTime(step.signedAt) : '' });
    if (step.stepOrder !== approval.currentStep) return translate('trips.approvalCard.notSigned');
    return translate(approval.maySign ? 'trips.approvalCard.yourTurn' : 'trips.approvalCard.waiting');
  };
  const approverOf = (step: TripApprovalStep) => (step.approverKind === 'role' ? translate('trips.approvalCard.anyApprover') : step.approverEmail);
  return (
    <DetailCard title={translate('trips.approvalCard.title')} loading={isPending} error={error}>
      {data && data.steps.length === 0 && <Typography color="text.secondary">{translate('trips.approvalCard.noPath')}</Typography>}
      {data && data.steps.length > 0 && (
        <List dense disablePadding aria-label={translate('trips.approvalCard.steps')}>
          {data.steps.map((step) => {
            const current = step.stepOrder === data.currentStep;
            const approver = approverOf(step);
            return (
              <ListItem key={step.stepOrder} aria-current={current ? 'step' : undefined} sx={current ? { bgcolor: 'action.selected', borderRadius: 1 } : undefined}>
                <ListItemText
                  primary={`${translate('trips.approvalCard.step', { step: step.stepOrder })} · ${step.approverName}${approver ? ` — ${approver}` : ''}`}
                  secondary={stateOf(step, data)} slotProps={{ primary: { sx: { fontWeight: current ? 600 : undefined } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {data?.maySign && (
        <Box sx={{ mt: 2 }}>
          <TripDecisionButtons trip={trip} onDecided={(updated) => patchCachedRecord(queryClient, charterTrips.name, updated)} />
        </Box>
      )}
    </DetailCard>
  );
}
