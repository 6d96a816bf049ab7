import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { ALL_MENU_ITEMS, passes } from '../../../permissions/menu';
import { ON_TIME_CHART_DAYS, ON_TIME_TARGET, type DashboardFigures } from '../../../resources/dashboard/figures';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { OnTimeChart } from '../reports/insightCharts';
import { FigureCard } from '../sections/FigureCard';
import { SectionHeading } from '../sections/SectionHeading';

async function fetchFigures(): Promise<DashboardFigures> {
  const response = await fetch('/api/dashboard', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The dashboard could not be loaded (${response.status}).`);
  return (await response.json()) as DashboardFigures;
}

/** A list's address, filtered as a tile counted it. */
const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Where a tile leads, for a user whose menu opens that section; nowhere for the others. */
function useOpens() {
  const ability = useConsoleAbility();
  return (section: string, to = section) => {
    const item = ALL_MENU_ITEMS.find((candidate) => candidate.path === section);
    return item && passes(ability, item.gate) ? to : undefined;
  };
}

/**
 * Today's operation at a glance (the Dashboard section): rides today by status, the on-time rate,
 * the fleet in service and live, open route issues — each tile opening the list it counts — and the
 * last two weeks' on-time rate against its target.
 */
export default function DashboardPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const opens = useOpens();
  const { data, error } = useQuery({ queryKey: ['dashboard'], queryFn: fetchFigures, refetchInterval: 60_000 });
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const today = data && { rideDate: data.date };
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.ridesToday')} value={number.format(data.ridesToday)} to={opens('/rides', filtered('/rides', today!))} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.onTimeRate')} value={data.onTimeRate === null ? '—' : percent.format(data.onTimeRate)} to={opens('/insights')} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.vehiclesInService')} value={number.format(data.vehiclesInService)} to={opens('/vehicles', filtered('/vehicles', { status: 'in_service' }))} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 6, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.vehiclesLive')} value={number.format(data.vehiclesLive)} to={opens('/live-map')} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 6, xl: 2.4 }}><FigureCard label={translate('shell.dashboard.openRouteIssues')} value={number.format(data.openRouteIssues)} to={opens('/live-map')} /></Grid>
          {Object.entries(data.ridesByStatus).map(([status, count]) => (
            <Grid key={status} size={{ xs: 6, md: 2 }}><FigureCard label={translate(`choices.${status}`)} value={number.format(count)} to={opens('/rides', filtered('/rides', { ...today, status }))} /></Grid>
          ))}
          <Grid size={12}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>{translate('shell.dashboard.onTimeChart', { days: ON_TIME_CHART_DAYS })}</Typography>
                <OnTimeChart days={data.onTimeByDay} target={ON_TIME_TARGET} />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </>
  );
}
