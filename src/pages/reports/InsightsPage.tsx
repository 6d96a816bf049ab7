import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_PERIOD, onTimeRate, type Insights } from '../../../resources/reports/performance';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { getJson } from '../login/api/apiRequest';
import { FigureCard } from '../sections/FigureCard';
import { SectionHeading } from '../sections/SectionHeading';
import { DistrictTable, IssueBars, OnTimeChart } from './insightCharts';
import { PeriodSelect } from './PeriodSelect';
import { ReportPanel } from './ReportPanel';
import { useReportFormats } from './useReportFormats';

/** Insights (spec 2.4, hidden menu index 100): the period's punctuality, route issues and districts, within the user's tenant. */
export default function InsightsPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const [period, setPeriod] = useState(DEFAULT_PERIOD);
  const { data, error } = useQuery({ queryKey: ['insights', period], queryFn: () => getJson<Insights>(`/api/insights?days=${period}`) });
  const { number, percent } = useReportFormats();
  const totals = data?.days.reduce((sum, day) => ({ rides: sum.rides + day.rides, completed: sum.completed + day.completed, onTime: sum.onTime + day.onTime, cancelled: sum.cancelled + day.cancelled, routeIssues: sum.routeIssues + day.routeIssues }), { rides: 0, completed: 0, onTime: 0, cancelled: 0, routeIssues: 0 });
  const rate = totals && onTimeRate(totals);
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Stack spacing={3}>
        <PeriodSelect value={period} onChange={setPeriod} />
        {error && <Typography color="error">{error.message || translate('reports.loadFailed')}</Typography>}
        {data && totals && (
          <>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}><FigureCard label={translate('reports.rides')} value={number.format(totals.rides)} /></Grid>
              <Grid size={{ xs: 6, md: 3 }}><FigureCard label={translate('reports.onTimeRate')} value={rate === null || rate === undefined ? '—' : percent.format(rate)} /></Grid>
              <Grid size={{ xs: 6, md: 3 }}><FigureCard label={translate('reports.cancelled')} value={number.format(totals.cancelled)} /></Grid>
              <Grid size={{ xs: 6, md: 3 }}><FigureCard label={translate('reports.routeIssues')} value={number.format(totals.routeIssues)} /></Grid>
            </Grid>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 8 }}><ReportPanel title={translate('reports.onTimeByDay')}><OnTimeChart days={data.days} /></ReportPanel></Grid>
              <Grid size={{ xs: 12, lg: 4 }}><ReportPanel title={translate('reports.issuesByKind')}><IssueBars issuesByKind={data.issuesByKind} /></ReportPanel></Grid>
              <Grid size={12}><ReportPanel title={translate('reports.byDistrict')}><DistrictTable districts={data.districts} /></ReportPanel></Grid>
            </Grid>
          </>
        )}
      </Stack>
    </>
  );
}
