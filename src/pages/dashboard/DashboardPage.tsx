import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { FigureCard } from '../sections/FigureCard';
import { SectionHeading } from '../sections/SectionHeading';
import type { DashboardFigures } from '../../../resources/dashboard/figures';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';

async function fetchFigures(): Promise<DashboardFigures> {
  const response = await fetch('/api/dashboard', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The dashboard could not be loaded (${response.status}).`);
  return (await response.json()) as DashboardFigures;
}

/** Today's operation at a glance (the Dashboard section): rides today, on-time rate, fleet in service. */
export default function DashboardPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useQuery({ queryKey: ['dashboard'], queryFn: fetchFigures, refetchInterval: 60_000 });
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.ridesToday')} value={number.format(data.ridesToday)} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.onTimeRate')} value={data.onTimeRate === null ? '—' : percent.format(data.onTimeRate)} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.vehiclesInService')} value={number.format(data.vehiclesInService)} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 6, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.vehiclesLive')} value={number.format(data.vehiclesLive)} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 6, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.openRouteIssues')} value={number.format(data.openRouteIssues)} /></Grid>
          {Object.entries(data.ridesByStatus).map(([status, count]) => (
            <Grid key={status} size={{ xs: 6, md: 2 }}><FigureCard label={translate(`choices.${status}`)} value={number.format(count)} /></Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
