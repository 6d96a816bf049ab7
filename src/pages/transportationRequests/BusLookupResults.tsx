import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { BusLookupQuery, BusLookupResult, BusLookupRun } from '../../../resources/transportation-requests/busLookup';
import { MapView } from '../../maps/MapView';
import type { MapMarker } from '../../maps/mapTypes';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { RideToday } from '../rides/RideToday';

const MAPPED_RUNS = 8;
const HOME_COLOR = '#c62828';
const CAMPUS_COLOR = '#1565c0';
const STOP_COLOR = '#2e7d32';

/** The home, the campus and the nearest stops, numbered as in the table (twin AM/PM stops drawn once). */
function markersOf(result: BusLookupResult, translate: ReturnType<typeof useTranslate>): MapMarker[] {
  const markers: MapMarker[] = [
    { id: 'home', position: result.origin, label: 'H', color: HOME_COLOR, title: translate('busLookup.home') },
    { id: 'campus', position: result.campus, label: 'S', color: CAMPUS_COLOR, title: `${translate('busLookup.school')}: ${result.campus.name}` },
  ];
  result.runs.slice(0, MAPPED_RUNS).forEach((run, index) => {
    const id = `stop-${run.stop.lat},${run.stop.lng}`;
    if (!markers.some((marker) => marker.id === id)) markers.push({ id, position: run.stop, label: String(index + 1), color: STOP_COLOR, title: `${run.number} · ${run.stop.address}` });
  });
  return markers;
}

/** Scheduling from the lookup: only for an approved request, onto a run of the answer. */
function useScheduling(requestId: number | undefined) {
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const request = useGetOne('transportation-requests', { id: requestId! }, { enabled: requestId !== undefined });
  const schedule = useMutation({
    mutationFn: (run: BusLookupRun) => dataProvider.transition('transportation-requests', requestId!, 'schedule', request.data!.version as number, { routeId: run.routeId }),
    onSuccess: (_, run) => {
      notify(translate('busLookup.scheduled', { run: run.number }), { type: 'success' });
      navigate(`/transportation-requests/${requestId}/show`);
    },
    onError: (error) => notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' }),
  });
  return { canSchedule: request.data?.status === 'approved', schedule };
}

/** The answer of a lookup: which runs, where they stop nearest the home and how far that is. */
export function BusLookupResults({ query }: { query: BusLookupQuery }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const { distance, timeOfDay } = useAccountFormats();
  const { data, error, isPending } = useQuery({ queryKey: ['bus-lookup', query], queryFn: () => dataProvider.busLookup(query), retry: false });
  const { canSchedule, schedule } = useScheduling(query.requestId);
  if (isPending) return <CircularProgress aria-label={translate('common.loading')} />;
  if (error) return <Alert severity="warning">{error instanceof HttpError ? error.message : translate('common.somethingWentWrong')}</Alert>;
  const place = data.origin.address ?? `${data.origin.lat}, ${data.origin.lng}`;
  const t = (key: string) => translate(`busLookup.table.${key}`);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography>{translate('busLookup.found', { place, source: translate(`busLookup.origin.${data.origin.source}`), campus: data.campus.name })}</Typography>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        {/* On a narrow screen the table scrolls sideways inside its card rather than past it. */}
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          {data.runs.length === 0 ? <CardContent><Typography color="text.secondary">{translate('busLookup.noRuns')}</Typography></CardContent> : (
            <Table size="small" aria-label={translate('shell.sections.busLookup')}>
              <TableHead>
                <TableRow>{['rank', 'run', 'direction', 'vendor', 'stop', 'time', 'distance', 'seatsLeft', 'today'].map((key) => <TableCell key={key}>{t(key)}</TableCell>)}{canSchedule && <TableCell />}</TableRow>
              </TableHead>
              <TableBody>
                {data.runs.map((run, index) => (
                  <TableRow key={run.routeId}>
                    <TableCell>{index + 1}</TableCell>
                    {/* A run's number is one word ("AM-00101"): it stays whole. */}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link component={RouterLink} to={`/routes/${run.routeId}/show`}>{run.number}</Link>
                      {run.monitorRequired && <Chip size="small" variant="outlined" label={t('monitor')} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>{translate(`choices.${run.direction}`)}</TableCell>
                    <TableCell>{run.vendorName ?? ''}</TableCell>
                    <TableCell>{`${run.stop.sequence}. ${run.stop.address}`}</TableCell>
                    <TableCell>{timeOfDay(run.stop.time)}</TableCell>
                    <TableCell>{distance(run.distanceMeters)}</TableCell>
                    <TableCell>{run.seatsLeft === null ? '—' : run.seatsLeft === 0 ? <Chip size="small" color="warning" label={t('full')} /> : run.seatsLeft}</TableCell>
                    <TableCell>{run.today ? <RideToday ride={run.today} eta={run.today.eta} backText={translate('shell.sections.busLookup')} /> : '—'}</TableCell>
                    {canSchedule && <TableCell><Button size="small" disabled={schedule.isPending} onClick={() => schedule.mutate(run)}>{translate('busLookup.schedule')}</Button></TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card variant="outlined"><MapView ariaLabel={translate('busLookup.map')} markers={markersOf(data, translate)} height={420} /></Card>
      </Grid>
    </Grid>
  );
}
