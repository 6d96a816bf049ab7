import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { FunctionField, TopToolbar, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { charterTrips } from '../../../resources/charter-trips';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { representRecord } from '../../resources/recordRepresentation';
import { SectionHeading } from '../sections/SectionHeading';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionLinks } from './SectionLinks';
import { SoonestTrips } from './SoonestTrips';
import { useFailureNotice } from './useFailureNotice';

const COLUMNS = ['purpose', 'destination', 'districtId', 'campusId', 'departureAt', 'passengers', 'busesNeeded'] as const;
const LINKS = [
  { path: '/trip-approval-path', labelKey: 'trips.links.paths' },
  { path: '/trip-approval-documents', labelKey: 'trips.links.documents' },
] as const;

/** Approve or reject one waiting trip in its row; the server checks the step, the code and the version again. */
function DecisionButtons() {
  const trip = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailureNotice();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const decide = useMutation({
    mutationFn: (step: 'approve' | 'reject') => dataProvider.transition(charterTrips.name, trip!.id, step, trip!.version as number),
    onSuccess: (_, step) => {
      notify(translate(`trips.approval.${step === 'approve' ? 'approved' : 'rejected'}`, { trip: representRecord(charterTrips.recordRepresentation, trip) }), { type: 'success' });
      refresh();
    },
    onError: failed,
  });
  if (!trip) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }} onClick={(event) => event.stopPropagation()}>
      {(['approve', 'reject'] as const).map((step) => (
        <Button key={step} size="small" variant={step === 'approve' ? 'contained' : 'outlined'} color={step === 'approve' ? 'primary' : 'error'} disabled={decide.isPending} onClick={() => decide.mutate(step)}>
          {translate(`resources.charter-trips.transitions.${step}`)}
        </Button>
      ))}
    </Box>
  );
}

/** Trip approval (spec 2.5, behind approving trips): the requested trips, soonest first, each approved or rejected in its row. */
export default function TripApprovalPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{translate('trips.approval.intro')}</Typography>
      <SoonestTrips filter={{ status: 'requested' }} columns={COLUMNS} emptyKey="trips.approval.empty" rowClick="show" actions={<TopToolbar><SectionLinks links={LINKS} /></TopToolbar>}>
        <FunctionField label="trips.approval.decide" render={() => <DecisionButtons />} />
      </SoonestTrips>
    </>
  );
}
