import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { landingHref } from '../../../resources/content/contentMetadata';
import { REPORT_APIS } from '../../../resources/reports/performance';
import { RIDERSHIP_API, rodeShare, type RidershipReport, type RidershipRide, type RidershipRun } from '../../../resources/reports/ridership';
import { wallTimeIn } from '../../shell/accountClock';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { drawerHref } from '../../shell/drawer/drawerUrl';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { colorOfStatus } from '../liveMap/rideStatusColors';
import { getJson } from '../login/api/apiRequest';
import { FigureCard } from '../sections/FigureCard';
import { SectionHeading } from '../sections/SectionHeading';
import { ReportPanel } from './ReportPanel';
import { RidershipChart } from './RidershipChart';
import { SortableTable, type ReportColumn } from './SortableTable';
import { useReportFormats } from './useReportFormats';

const DAY_MS = 86_400_000;
/** The report opens on the last two school weeks, today included. */
const OPENING_DAYS = 14;
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The days and run the report is about, kept in the page's address (a run's page links here with its run). */
function useRidershipQuery() {
  const today = wallTimeIn(new Date().toISOString(), useConsoleSession().account.account.timezone).slice(0, 10);
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? daysBefore(today, OPENING_DAYS - 1);
  const to = search.get('to') ?? today;
  const routeId = search.get('routeId');
  const change = (changes: Record<string, string | null>) => setSearch((current) => {
    const next = new URLSearchParams(current);
    for (const [name, value] of Object.entries(changes)) if (value === null) next.delete(name); else next.set(name, value);
    return next;
  });
  return { today, from, to, routeId, change };
}

/** A share as the reader's language writes it, or a dash without one. */
function useShare() {
  const { percent } = useReportFormats();
  return (share: number | null) => (share === null ? '—' : percent.format(share));
}

function useRunColumns(onChoose: (run: RidershipRun) => void): ReportColumn<RidershipRun>[] {
  const translate = useTranslate();
  const { number } = useAccountFormats();
  const share = useShare();
  const t = (key: string) => translate(`reports.ridership.${key}`);
  const perRide = (run: RidershipRun, count: number) => (run.scannedRides ? count / run.scannedRides : null);
  const oneDecimal = (value: number | null) => (value === null ? '—' : number(value, 1));
  return [
    { key: 'run', label: t('run'), sortValue: (run) => run.number, cell: (run) => <Link component="button" type="button" onClick={() => onChoose(run)} sx={{ whiteSpace: 'nowrap' }}>{run.number}</Link> },
    { key: 'direction', label: t('direction'), sortValue: (run) => run.direction, cell: (run) => translate(`choices.${run.direction}`, { _: run.direction }) },
    { key: 'district', label: translate('reports.district'), sortValue: (run) => run.district, cell: (run) => run.district },
    { key: 'vendor', label: t('vendor'), sortValue: (run) => run.vendor, cell: (run) => run.vendor ?? '—' },
    { key: 'rides', label: t('scannedOfRides'), numeric: true, sortValue: (run) => run.scannedRides, cell: (run) => `${number(run.scannedRides)} / ${number(run.rides)}` },
    { key: 'badged', label: t('badgedAverage'), numeric: true, sortValue: (run) => perRide(run, run.badged), cell: (run) => oneDecimal(perRide(run, run.badged)) },
    { key: 'rode', label: t('rodeAverage'), numeric: true, sortValue: (run) => perRide(run, run.rode), cell: (run) => oneDecimal(perRide(run, run.rode)) },
    { key: 'share', label: t('rodeShare'), numeric: true, sortValue: (run) => rodeShare(run), cell: (run) => share(rodeShare(run)) },
    { key: 'unassigned', label: t('unassigned'), numeric: true, sortValue: (run) => run.unassigned, cell: (run) => number(run.unassigned) },
    { key: 'peak', label: t('peakOnBoard'), numeric: true, sortValue: (run) => run.peakOnBoard, cell: (run) => number(run.peakOnBoard) },
    { key: 'seatsUsed', label: t('seatsUsed'), numeric: true, sortValue: (run) => run.seatsUsed, cell: (run) => share(run.seatsUsed) },
  ];
}

function useRideColumns(): ReportColumn<RidershipRide>[] {
  const translate = useTranslate();
  const location = useLocation();
  const { date, number } = useAccountFormats();
  const share = useShare();
  const t = (key: string) => translate(`reports.ridership.${key}`);
  const scanned = (ride: RidershipRide, value: number | null) => (ride.scanned ? value : null);
  const counted = (ride: RidershipRide, value: number) => (ride.scanned ? number(value) : '—');
  return [
    { key: 'date', label: t('date'), sortValue: (ride) => ride.date, cell: (ride) => date(ride.date) },
    {
      key: 'ride', label: t('ride'), sortValue: (ride) => ride.displayId,
      cell: (ride) => <Link component={RouterLink} to={drawerHref(location, `/rides/${ride.rideId}/show`, { backText: translate('shell.sections.ridership') })}>{`#${ride.displayId}`}</Link>,
    },
    {
      key: 'status', label: t('status'), sortValue: (ride) => ride.status,
      cell: (ride) => <Chip size="small" label={translate(`choices.${ride.status}`, { _: ride.status })} sx={{ bgcolor: colorOfStatus(ride.status), color: 'common.white' }} />,
    },
    { key: 'assigned', label: t('assigned'), numeric: true, sortValue: (ride) => ride.assigned, cell: (ride) => number(ride.assigned) },
    { key: 'badged', label: t('badged'), numeric: true, sortValue: (ride) => ride.badged, cell: (ride) => number(ride.badged) },
    { key: 'rode', label: t('rode'), numeric: true, sortValue: (ride) => scanned(ride, ride.rode), cell: (ride) => (ride.scanned ? `${number(ride.rode)} · ${share(rodeShare(ride))}` : t('noScans')) },
    { key: 'unassigned', label: t('unassigned'), numeric: true, sortValue: (ride) => scanned(ride, ride.unassigned), cell: (ride) => counted(ride, ride.unassigned) },
    { key: 'peak', label: t('peakOnBoard'), numeric: true, sortValue: (ride) => scanned(ride, ride.peakOnBoard), cell: (ride) => counted(ride, ride.peakOnBoard) },
    { key: 'seats', label: t('seats'), numeric: true, sortValue: (ride) => ride.seats, cell: (ride) => (ride.seats === null ? '—' : number(ride.seats)) },
    {
      key: 'seatsUsed', label: t('seatsUsed'), numeric: true, sortValue: (ride) => (ride.scanned && ride.seats ? ride.peakOnBoard / ride.seats : null),
      cell: (ride) => share(ride.scanned && ride.seats ? ride.peakOnBoard / ride.seats : null),
    },
  ];
}

function Figures({ report }: { report: RidershipReport }) {
  const translate = useTranslate();
  const { number } = useReportFormats();
  const share = useShare();
  const t = (key: string) => translate(`reports.ridership.${key}`);
  const total = report.days.reduce((sum, day) => ({
    rides: sum.rides + day.rides, scannedRides: sum.scannedRides + day.scannedRides, badged: sum.badged + day.badged, rode: sum.rode + day.rode, unassigned: sum.unassigned + day.unassigned,
  }), { rides: 0, scannedRides: 0, badged: 0, rode: 0, unassigned: 0 });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}><FigureCard label={t('scannedOfRides')} value={`${number.format(total.scannedRides)} / ${number.format(total.rides)}`} /></Grid>
      <Grid size={{ xs: 6, md: 3 }}><FigureCard label={`${t('rode')} / ${t('badged')}`} value={`${number.format(total.rode)} / ${number.format(total.badged)}`} /></Grid>
      <Grid size={{ xs: 6, md: 3 }}><FigureCard label={t('rodeShare')} value={share(rodeShare(total))} /></Grid>
      <Grid size={{ xs: 6, md: 3 }}><FigureCard label={t('unassigned')} value={number.format(total.unassigned)} /></Grid>
    </Grid>
  );
}

/**
 * Ridership (issue "who is on the bus"): per run per day, the students assigned against those whose
 * badge was scanned getting on, and how full the bus got; a chart by day, the runs side by side, and
 * one run's rides when a run is chosen. The days and run are in the address; the same report
 * downloads as a CSV file, one line per ride.
 */
export default function RidershipPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const { today, from, to, routeId, change } = useRidershipQuery();
  const t = (key: string) => translate(`reports.ridership.${key}`);
  const params = new URLSearchParams({ from, to, ...(routeId ? { routeId } : {}) });
  const { data, error, isPending } = useQuery({ queryKey: ['ridership', from, to, routeId], queryFn: () => getJson<RidershipReport>(`${RIDERSHIP_API}?${params}`), retry: false });
  const runColumns = useRunColumns((run) => change({ routeId: String(run.routeId) }));
  const rideColumns = useRideColumns();
  const run = data?.routeId ? data.runs[0] : undefined;
  const day = (name: 'from' | 'to', limits: { min?: string; max: string }) => (
    <TextField
      size="small" type="date" label={translate(`reports.${name}`)} value={name === 'from' ? from : to} sx={{ width: 180 }}
      onChange={(event) => event.target.value && change({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: limits }}
    />
  );
  return (
    <>
      <SectionHeading>{translate(titleKey)}</SectionHeading>
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ flexWrap: 'wrap' }}>
          {day('from', { max: to })}
          {day('to', { min: from, max: today })}
          {routeId && <Chip label={translate('reports.ridership.runOf', { run: run?.number ?? routeId })} />}
          {routeId && <Button size="small" onClick={() => change({ routeId: null })}>{t('allRuns')}</Button>}
          <Link component={RouterLink} to={landingHref({ action: 'download', fileType: 'csv', contentApi: REPORT_APIS.ridership, params: { from, to }, method: 'POST' })}>{t('download')}</Link>
        </Stack>
        {error && <Alert severity="warning">{error.message || translate('reports.loadFailed')}</Alert>}
        {isPending && <CircularProgress aria-label={translate('common.loading')} />}
        {data && (
          <>
            <Figures report={data} />
            <ReportPanel title={t('byDay')}><RidershipChart days={data.days} /></ReportPanel>
            {data.routeId === null ? (
              <ReportPanel title={t('byRun')}>
                {data.runs.length ? <SortableTable label={t('byRun')} rows={data.runs} columns={runColumns} rowKey={(row) => row.routeId} /> : <Typography color="text.secondary">{t('none')}</Typography>}
              </ReportPanel>
            ) : (
              <ReportPanel title={translate('reports.ridership.ridesOfRun', { run: run?.number ?? routeId })}>
                {data.rides.length ? <SortableTable label={t('ride')} rows={data.rides} columns={rideColumns} rowKey={(row) => row.rideId} /> : <Typography color="text.secondary">{t('none')}</Typography>}
              </ReportPanel>
            )}
            <Typography variant="body2" color="text.secondary">{t('howCounted')}</Typography>
          </>
        )}
      </Stack>
    </>
  );
}
