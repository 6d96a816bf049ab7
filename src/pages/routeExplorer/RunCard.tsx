import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ExplorerRun } from '../../../resources/route-explorer/explorer';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { StopTable } from './StopTable';
import { ViolationList } from './ViolationList';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** One selected run: what it carries and how long its students ride, its violations and its stops. */
export function RunCard({ run, color }: { run: ExplorerRun; color: string }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const mayManage = useConsoleAbility().can('edit', 'route-explorer');
  const minutes = (value: number) => translate('routeExplorer.run.minutes', { minutes: value });
  return (
    <Card variant="outlined" sx={{ borderLeft: 6, borderLeftColor: color }} component="section" aria-label={translate('routeExplorer.run.heading', { number: run.number })}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('routeExplorer.run.heading', { number: run.number })}
            <Typography component="span" color="text.secondary">{` · ${translate(`routeExplorer.run.direction.${run.direction}`, { _: run.direction })} · ${run.campusName ?? ''} · ${run.vendorName ?? ''}`}</Typography>
          </Typography>
          {mayManage && <Button size="small" component={Link} to={`/route-explorer/route-management?runId=${run.id}`}>{translate('routeExplorer.run.manage')}</Button>}
        </Stack>
        <Stack direction="row" spacing={4} useFlexGap sx={{ my: 1.5, flexWrap: 'wrap' }}>
          <Fact label={translate('routeExplorer.run.times')} value={formats.timeOfDayRange(run.startTime, run.endTime)} />
          <Fact label={translate('routeExplorer.run.stops')} value={String(run.stopCount)} />
          <Fact label={translate('routeExplorer.run.students')} value={String(run.studentCount)} />
          <Fact label={translate('routeExplorer.run.seats', { type: translate(`choices.${run.vehicleType}`, { _: run.vehicleType }) })} value={run.seats === null ? '—' : String(run.seats)} />
          <Fact label={translate('routeExplorer.run.longestRide')} value={minutes(run.longestRideMinutes)} />
          {run.distanceMeters !== null && <Fact label={translate('routeExplorer.run.distance')} value={formats.distance(run.distanceMeters)} />}
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>{translate('routeExplorer.violations.title')}</Typography>
        <ViolationList runId={run.id} runNumber={run.number} violations={run.violations} />
        <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
          <AccordionSummary expandIcon={<ExpandMore />}>{translate('routeExplorer.run.stopTable', { number: run.number })}</AccordionSummary>
          <AccordionDetails><StopTable number={run.number} stops={run.stops} /></AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
}
