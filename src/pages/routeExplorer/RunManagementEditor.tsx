import polyline from '@mapbox/polyline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ExplorerStop, RunManagement } from '../../../resources/route-explorer/explorer';
import { MapView } from '../../maps/MapView';
import type { MapPath } from '../../maps/mapTypes';
import { useConsoleAbility } from '../../shell/ability/useConsoleAccess';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { StopOrderEditor } from './StopOrderEditor';
import { useRunManagement } from './useRunManagement';
import { ViolationList } from './ViolationList';

const PUBLISHED_COLOR = '#90a4ae';
const EDITED_COLOR = '#1565c0';

/** Route management of one run: its stops reordered and retimed into a draft, then published. */
export function RunManagementEditor({ runId }: { runId: number }) {
  const { management, ...steps } = useRunManagement(runId);
  if (management.isPending) return <LinearProgress />;
  if (management.error) return <Typography color="error">{management.error.message}</Typography>;
  return <DraftForm key={`${management.data.run.version}-${management.data.draft?.version ?? 0}`} management={management.data} steps={steps} />;
}

interface DraftFormProps {
  management: RunManagement;
  steps: Omit<ReturnType<typeof useRunManagement>, 'management'>;
}

function DraftForm({ management: { run, draft }, steps }: DraftFormProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const mayPublish = useConsoleAbility().can('publish', 'route-explorer');
  const kept = draft?.stops ?? run.stops;
  const [stops, setStops] = useState<ExplorerStop[]>(kept);
  const edited = stops.some((stop, index) => stop.sequence !== kept[index].sequence || stop.time !== kept[index].time);
  const paths: MapPath[] = [{ id: 'edited', points: stops, color: EDITED_COLOR, width: 3, label: translate('routeExplorer.management.editedPath') }];
  if (run.polyline) paths.unshift({ id: 'published', points: polyline.decode(run.polyline, run.precision).map(([lat, lng]) => ({ lat, lng })), color: PUBLISHED_COLOR, width: 6, dashed: true, label: translate('routeExplorer.management.publishedPath') });
  const markers = stops.map((stop, index) => ({ id: `stop-${stop.sequence}`, position: stop, label: String(index + 1), color: EDITED_COLOR, title: `${index + 1} · ${stop.address} · ${formats.timeOfDay(stop.time)}` }));

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('routeExplorer.management.published', { version: run.version, start: formats.timeOfDay(run.startTime), end: formats.timeOfDay(run.endTime) })}</Typography>
      {draft && (
        <Alert severity="info">
          {translate('routeExplorer.management.draftBy', { who: draft.updatedBy ?? translate('routeExplorer.violations.someone'), time: formats.dateTime(draft.updatedAt), start: formats.timeOfDay(draft.startTime), end: formats.timeOfDay(draft.endTime) })}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" disableElevation disabled={!edited} loading={steps.saveDraft.isPending}
          onClick={() => steps.saveDraft.mutate({ version: draft?.version ?? null, stops: stops.map(({ sequence, time }) => ({ sequence, time })) })}>
          {translate('routeExplorer.management.saveDraft')}
        </Button>
        {draft && <Button color="inherit" disabled={steps.busy} onClick={() => steps.discard.mutate(draft.version)}>{translate('routeExplorer.management.discard')}</Button>}
        {draft && mayPublish && (
          <Button variant="contained" color="success" disableElevation disabled={edited} loading={steps.publish.isPending} onClick={() => steps.publish.mutate(draft.version)}>
            {translate('routeExplorer.management.publish')}
          </Button>
        )}
        {draft && !mayPublish && <Typography variant="body2" color="text.secondary">{translate('routeExplorer.management.mayNotPublish')}</Typography>}
      </Stack>
      <Box>
        <Typography variant="subtitle2" component="h2">{translate('routeExplorer.violations.title')}</Typography>
        <ViolationList runId={run.id} runNumber={run.number} violations={draft ? draft.violations : run.violations} readOnly={Boolean(draft)} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start', gap: 2 }}>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <StopOrderEditor stops={stops} onChange={setStops} disabled={steps.busy} />
        </Paper>
        <Box sx={{ position: { lg: 'sticky' }, top: 16 }}><MapView ariaLabel={translate('routeExplorer.map.label')} paths={paths} markers={markers} height={460} showScale /></Box>
      </Box>
    </Stack>
  );
}
