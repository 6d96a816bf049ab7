import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useCreatePath, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { routes as runs } from '../../../resources/routes';
import type { StudentScan, StudentServiceRun } from '../../../resources/students/service';
import { appConfig } from '../../appConfig';
import { MapLoading } from '../../maps/MapDecorations';
import { MapView } from '../../maps/MapView';
import type { MapMarker, MapPath } from '../../maps/mapTypes';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { drawerHref } from '../../shell/drawer/drawerUrl';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { usePageSettled } from '../../shell/usePageSettled';
import { RideToday } from '../rides/RideToday';

const COLUMNS = ['run', 'direction', 'stop', 'time', 'days', 'today'] as const;
const NO_RUNS: StudentServiceRun[] = [];
const HOME_COLOR = '#2e7d32';
const STOP_COLOR = '#c62828';
const WALK_COLOR = '#546e7a';

/** The runs by the place of their stop, in order of first appearance. */
function stopsByPlace(runs: StudentServiceRun[]): StudentServiceRun[][] {
  const byPlace = new Map<string, StudentServiceRun[]>();
  for (const run of runs) {
    const key = `${run.stop.lat},${run.stop.lng}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), run]);
  }
  return [...byPlace.values()];
}

/**
 * The student's home and the stops they get on and off at, on a map, with the walk between them
 * dashed; a location no person placed for the address says so.
 */
function HomeAndStops({ runs, drawn }: { runs: StudentServiceRun[]; drawn: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { timeOfDay } = useAccountFormats();
  const [homeLat, homeLng] = [record?.lat, record?.lng];
  const home = useMemo(() => (typeof homeLat === 'number' && typeof homeLng === 'number' ? { lat: homeLat, lng: homeLng } : null), [homeLat, homeLng]);
  const placed = useMemo(() => runs.filter((run) => typeof run.stop.lat === 'number' && typeof run.stop.lng === 'number'), [runs]);
  const markers = useMemo<MapMarker[]>(() => [
    ...(home ? [{ id: 'home', position: home, color: HOME_COLOR, label: '⌂', title: translate('records.location.home', { address: String(record?.address ?? '') }) }] : []),
    // One marker per place: the morning's stop is often the afternoon's ("AM·PM").
    ...stopsByPlace(placed).map((atStop) => ({
      id: `stop-${atStop[0].routeId}`, position: { lat: atStop[0].stop.lat!, lng: atStop[0].stop.lng! }, color: STOP_COLOR, label: atStop.map((run) => run.direction).join('·'),
      title: atStop.map((run) => [run.number, translate('records.service.stopAt', { sequence: run.stop.sequence, address: run.stop.address }), run.stop.time && timeOfDay(run.stop.time)].filter(Boolean).join(' · ')).join('\n'),
    })),
  ], [home, placed, record?.address, translate, timeOfDay]);
  const walks = useMemo<MapPath[]>(() => (home ? placed.map((run) => ({ id: `walk-${run.routeId}`, points: [home, { lat: run.stop.lat!, lng: run.stop.lng! }], color: WALK_COLOR, width: 2, dashed: true })) : []), [home, placed]);
  if (!home && !placed.length) return null;
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      {record && record.locationVerified === false && <Chip size="small" color="warning" label={translate('records.location.notVerified')} sx={{ mb: 1 }} />}
      {drawn ? <MapView ariaLabel={translate('records.location.map')} height={240} markers={markers} paths={walks} /> : <MapLoading height={240} />}
    </Box>
  );
}

/**
 * What a coordinator opens a student's page for on a parent's call: the runs that stop for the
 * student, where and when, and today's ride of each — its bus, driver and state, opened in the
 * ride drawer. Shown to those who may view the runs.
 */
export default function StudentService() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  // A portal not sent the runs' stops (the vendor's) is not shown where a student gets on.
  const mayViewRuns = useConsoleAbility().can('view', 'routes') && !runs.fields.stops.hiddenFrom?.includes(appConfig().userRole as 'vendor' | 'enterprise');
  const { data, isPending, error } = useQuery({
    queryKey: ['students', 'service', record?.id],
    queryFn: () => dataProvider.studentService(record!.id),
    enabled: mayViewRuns && record?.id !== undefined,
  });
  const mayViewRides = useConsoleAbility().can('view', 'rides');
  // The map starts once the page's text is drawn: its start is the page's costliest moment.
  const mapDrawn = usePageSettled(!isPending);
  if (!mayViewRuns || !record) return null;
  const title = translate('records.service.title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ mx: 2, mb: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, pb: 1 }}>{title}</Typography>
      <HomeAndStops runs={data?.runs ?? NO_RUNS} drawn={mapDrawn} />
      {error ? <Typography color="error" sx={{ px: 2, pb: 2 }}>{(error as Error).message}</Typography>
        : isPending ? <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>{translate('ra.page.loading')}</Typography>
          : !data.runs.length ? <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>{translate('records.service.none')}</Typography>
            : (
              <Table size="small">
                <TableHead><TableRow>{COLUMNS.map((column) => <TableCell key={column}>{translate(`records.service.${column}`)}</TableCell>)}</TableRow></TableHead>
                <TableBody>{data.runs.map((run) => <ServiceRow key={run.assignmentId} run={run} />)}</TableBody>
              </Table>
            )}
      {data && mayViewRides && <LastScans scans={data.lastScans} />}
    </Paper>
  );
}

function ServiceRow({ run }: { run: StudentServiceRun }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { timeOfDay } = useAccountFormats();
  const { today } = run;
  return (
    <TableRow>
      {/* A run's number is one word ("AM-00101"): it stays whole. */}
      <TableCell sx={{ whiteSpace: 'nowrap' }}><Link to={createPath({ resource: 'routes', id: run.routeId, type: 'show' })}>{run.number}</Link></TableCell>
      <TableCell>{translate(`choices.${run.direction}`, { _: run.direction })}</TableCell>
      <TableCell>{translate('records.service.stopAt', { sequence: run.stop.sequence, address: run.stop.address })}</TableCell>
      <TableCell>{run.stop.time ? timeOfDay(run.stop.time) : '—'}</TableCell>
      <TableCell>{run.daysOfWeek.map((day) => translate(`choices.${day}`, { _: day })).join(', ')}</TableCell>
      <TableCell>
        {today ? (
          <RideToday ride={today} eta={today.eta} backText={translate('records.service.title')}>
            <Typography variant="body2" color="text.secondary">
              {[today.vehicleNumber && translate('live.map.bus', { vehicle: today.vehicleNumber }), today.driverName ?? translate('records.service.noDriver')].filter(Boolean).join(' · ')}
            </Typography>
          </RideToday>
        ) : <Typography variant="body2" color="text.secondary">{translate('records.service.noRideToday')}</Typography>}
      </TableCell>
    </TableRow>
  );
}

/** The student's last badge scans, newest first: on or off which bus, when, on which ride (opened in the drawer). */
function LastScans({ scans }: { scans: StudentScan[] }) {
  const translate = useTranslate();
  const location = useLocation();
  const { dateTime } = useAccountFormats();
  const title = translate('ridership.scans.title');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>{title}</Typography>
      {!scans.length ? <Typography variant="body2" color="text.secondary">{translate('ridership.scans.none')}</Typography> : (
        <List dense disablePadding>
          {scans.map((scan) => (
            <ListItem key={`${scan.at}-${scan.kind}`} disableGutters data-kind={scan.kind}>
              <ListItemText
                primary={translate(`ridership.scans.${scan.kind}`, { vehicle: scan.vehicleNumber ?? translate('ridership.scans.unknownBus') })}
                secondary={(
                  <>
                    {dateTime(scan.at)}
                    {scan.rideId !== null && (
                      <>
                        {' · '}
                        <Link to={drawerHref(location, `/rides/${scan.rideId}/show`, { backText: translate('records.service.title') })}>{translate('ridership.scans.ride', { ride: scan.rideDisplayId })}</Link>
                      </>
                    )}
                  </>
                )}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
