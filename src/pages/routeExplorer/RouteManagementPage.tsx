import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { routeExplorerUrl, stateForDistrict } from '../../shell/routeExplorer/routeExplorerStart';
import { SectionHeading } from '../sections/SectionHeading';
import { useRunList } from './explorerQueries';
import { RunManagementEditor } from './RunManagementEditor';
import { useExplorerState } from './useExplorerState';
import { useAccountFormats } from '../../shell/useAccountFormats';

/**
 * Route management (spec 2.5 "route explorer route management", ROUTE_EXPLORER_EDIT): a run of the
 * district being explored, its stop order and times edited, checked and published (PUBLISH_EXPLORER_ROUTE).
 */
export default function RouteManagementPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const [params, setParams] = useSearchParams();
  const explorer = useExplorerState();
  const districtId = explorer.districtId ?? explorer.lastVisit()?.districtId ?? null;
  const runs = useRunList(districtId);
  const runId = Number(params.get('runId')) || null;
  const listed = runs.data?.runs.some((run) => run.id === runId) ?? false;
  const backTo = districtId === null ? '/route-explorer' : routeExplorerUrl(stateForDistrict(districtId, explorer.lastVisit()));

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <SectionHeading>{translate(titleKey)}</SectionHeading>
        <Button component={Link} to={backTo} size="small">{translate('shell.menu.routeExplorer')}</Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('routeExplorer.management.intro')}</Typography>
      <TextField
        select label={translate('routeExplorer.management.run')} value={listed ? runId : ''} sx={{ width: '100%', maxWidth: 640, mb: 2 }}
        onChange={(event) => setParams({ runId: String(event.target.value) })} disabled={!runs.data}
        helperText={runId ? ' ' : translate('routeExplorer.management.chooseRun')}
      >
        {(runs.data?.runs ?? []).map((run) => <MenuItem key={run.id} value={run.id}>{`${run.number} · ${run.campusName ?? ''} · ${formats.timeOfDayRange(run.startTime, run.endTime)}`}</MenuItem>)}
      </TextField>
      {runId && <RunManagementEditor key={runId} runId={runId} />}
    </>
  );
}
