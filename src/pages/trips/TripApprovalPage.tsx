import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FunctionField, TopToolbar, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { SectionHeading } from '../sections/SectionHeading';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionLinks } from './SectionLinks';
import { SoonestTrips } from './SoonestTrips';
import { TripDecisionButtons } from './TripDecisionButtons';

const COLUMNS = ['purpose', 'destination', 'districtId', 'campusId', 'departureAt', 'passengers', 'busesNeeded'] as const;
const LINKS = [
  { path: '/trip-approval-path', labelKey: 'trips.links.paths' },
  { path: '/trip-approval-documents', labelKey: 'trips.links.documents' },
] as const;

/** Approve or reject one waiting trip in its row; a click on the buttons does not open the trip. */
function DecisionButtons() {
  const trip = useRecordContext();
  const refresh = useRefresh();
  if (!trip) return null;
  return <Box onClick={(event) => event.stopPropagation()}><TripDecisionButtons trip={trip} size="small" onDecided={refresh} /></Box>;
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
