import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { Route, Routes, useParams } from 'react-router-dom';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SectionHeading } from '../sections/SectionHeading';
import { SoonestTrips } from './SoonestTrips';
import { tripApi, useTripOutput } from './tripApi';
import { TripSheetView } from './TripSheetView';

const COLUMNS = ['departureAt', 'purpose', 'destination', 'campusId', 'busesNeeded', 'status'] as const;

/** The coming trips that have a sheet to print: approved or booked, soonest first. */
function TripChoice() {
  const translate = useTranslate();
  const today = useMemo(() => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`, []);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>{translate('trips.sheet.intro')}</Typography>
      <SoonestTrips filter={{ status: ['approved', 'booked'], departureAt_gte: today }} columns={COLUMNS} emptyKey="trips.sheet.empty" rowClick={(id) => `/trip-sheet/${id}`} />
    </>
  );
}

function PrintableSheet() {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data, isPending, error } = useTripOutput(id, 'sheet', tripApi.sheet);
  if (isPending) return <CircularProgress aria-label={translate('common.loading')} />;
  if (error) return <Typography color="error">{error instanceof HttpError && error.status === 404 ? translate('trips.sheet.notFound') : translate('common.somethingWentWrong')}</Typography>;
  return (
    <>
      <Box data-print="hide" sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>{translate('trips.sheet.print')}</Button>
      </Box>
      <TripSheetView sheet={data} />
    </>
  );
}

/** The trip sheet (spec 2.5, behind CHARTER_TRIP_DETAILS_VIEW): a coming trip chosen, then its sheet ready to print. */
export default function TripSheetPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Routes>
        <Route index element={<TripChoice />} />
        <Route path=":id" element={<PrintableSheet />} />
      </Routes>
    </>
  );
}
