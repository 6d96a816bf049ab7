import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ExplorerRunList } from '../../../resources/route-explorer/explorer';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { SectionHeading } from '../sections/SectionHeading';
import { ExplorerMap } from './ExplorerMap';
import { useExplorerDistricts, useRunDetails, useRunList } from './explorerQueries';
import { runColorOf } from './runColors';
import { RunCard } from './RunCard';
import { RunPicker } from './RunPicker';
import { useExplorerState } from './useExplorerState';

const PICKER_HEIGHT = 'calc(100vh - 170px)';
// Room under the map for the first run's facts and violations.
const MAP_HEIGHT = 'max(360px, calc(100vh - 440px))';

function Limits({ limits }: { limits: ExplorerRunList['limits'] }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const seats = Object.entries(limits.seats).map(([type, count]) => `${translate(`choices.${type}`, { _: type })} ${count}`).join(' · ');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" label={translate('routeExplorer.limits.rideTime', { minutes: limits.maxRideMinutes })} />
      <Chip size="small" variant="outlined" label={translate('routeExplorer.limits.walk', { distance: formats.distance(limits.maxWalkMeters) })} />
      <Chip size="small" variant="outlined" label={translate('routeExplorer.limits.seats', { seats })} />
    </Stack>
  );
}

/**
 * The route explorer (spec 2.4, DOMAIN.md "route explorer"): a district's runs on a map — the ticked
 * runs' paths and stops, students per stop, ride times and the violations the server finds, waivable
 * with their code. District, selection and map view are kept for the next visit.
 */
export default function RouteExplorerPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const state = useExplorerState();
  const districts = useExplorerDistricts();
  const list = useRunList(state.districtId);
  const details = useRunDetails(state.districtId, state.selection);
  // The map reopens where it was left, and fits the runs again once the selection changes.
  const [fitToRuns, setFitToRuns] = useState(!state.restoredMap);
  // In the order they were ticked, each in its colour on the map.
  const shown = state.selection.flatMap((id) => details.data?.find((run) => run.id === id) ?? []);
  const select = (ids: number[]) => {
    setFitToRuns(true);
    state.select(ids);
  };

  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SectionHeading>{list.data ? `${translate(titleKey)} · ${list.data.district.name}` : translate(titleKey)}</SectionHeading>
        {(districts.data?.length ?? 0) > 1 && (
          <TextField select size="small" fullWidth={false} label={translate('routeExplorer.district')} value={state.districtId ?? ''} onChange={(event) => state.chooseDistrict(Number(event.target.value))} sx={{ minWidth: 280, mb: 2.5 }}>
            {districts.data!.map((district) => <MenuItem key={district.id} value={district.id}>{district.name}</MenuItem>)}
          </TextField>
        )}
        {list.data && <Box sx={{ mb: 2.5 }}><Limits limits={list.data.limits} /></Box>}
      </Stack>
      {state.districtId === null && <Typography color="text.secondary">{translate(districts.data?.length === 0 ? 'routeExplorer.noDistricts' : 'routeExplorer.chooseDistrict')}</Typography>}
      {list.isPending && state.districtId !== null && <LinearProgress />}
      {list.error && <Typography color="error">{translate('routeExplorer.loadFailed')}</Typography>}
      {list.data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '380px 1fr' }, gap: 2 }}>
          <RunPicker runs={list.data.runs} selection={state.selection} onChange={select} height={PICKER_HEIGHT} />
          <Stack spacing={2}>
            <ExplorerMap runs={shown} selection={state.selection} restored={state.restoredMap} fitToRuns={fitToRuns} center={list.data.center} onViewChange={state.viewChanged} height={MAP_HEIGHT} />
            {details.isFetching && <LinearProgress />}
            {!state.selection.length && <Typography color="text.secondary">{translate('routeExplorer.map.empty')}</Typography>}
            {shown.map((run) => <RunCard key={run.id} run={run} color={runColorOf(state.selection, run.id)} />)}
          </Stack>
        </Box>
      )}
    </>
  );
}
