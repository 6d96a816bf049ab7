import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_SELECTED_RUNS, type ExplorerRunSummary } from '../../../resources/route-explorer/explorer';
import { useAccountFormats } from '../../shell/useAccountFormats';
import { runColorOf } from './runColors';

interface RunPickerProps {
  runs: ExplorerRunSummary[];
  selection: readonly number[];
  onChange: (selection: number[]) => void;
  height: string;
}

const matches = (run: ExplorerRunSummary, term: string) => [run.number, run.campusName, run.vendorName].some((text) => text?.toLowerCase().includes(term));
/** The runs ticked when the explorer opened come first, so that a restored selection is in sight; later ticks leave the order alone. */
const rank = (selection: readonly number[], run: ExplorerRunSummary) => (selection.includes(run.id) ? selection.indexOf(run.id) : selection.length);

/** The district's runs to tick for the map, found by number, campus or vendor; at most MAX_SELECTED_RUNS. */
export function RunPicker({ runs, selection, onChange, height }: RunPickerProps) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const [term, setTerm] = useState('');
  const [openedWith] = useState(selection);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const flagged = runs.some((run) => run.openViolations !== null);
  const shown = runs.filter((run) => matches(run, term.trim().toLowerCase()) && (!flaggedOnly || Boolean(run.openViolations) || selection.includes(run.id))).sort((a, b) => rank(openedWith, a) - rank(openedWith, b));
  const full = selection.length >= MAX_SELECTED_RUNS;
  const toggle = (id: number) => onChange(selection.includes(id) ? selection.filter((chosen) => chosen !== id) : [...selection, id]);

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height }}>
      <Stack spacing={1} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField size="small" type="search" label={translate('routeExplorer.runs.search')} value={term} onChange={(event) => setTerm(event.target.value)} />
        {flagged && (
          <FormControlLabel control={<Switch size="small" checked={flaggedOnly} onChange={(event) => setFlaggedOnly(event.target.checked)} />} label={translate('routeExplorer.runs.withViolations')} />
        )}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">{translate('routeExplorer.runs.selected', { smart_count: selection.length, max: MAX_SELECTED_RUNS })}</Typography>
          <Button size="small" disabled={!selection.length} onClick={() => onChange([])}>{translate('routeExplorer.runs.clear')}</Button>
        </Stack>
      </Stack>
      <List dense aria-label={translate('routeExplorer.runs.title')} sx={{ overflowY: 'auto', flexGrow: 1 }}>
        {shown.map((run) => {
          const chosen = selection.includes(run.id);
          return (
            <ListItem key={run.id} disablePadding>
              <ListItemButton onClick={() => toggle(run.id)} disabled={!chosen && full} sx={{ borderLeft: 4, borderColor: chosen ? runColorOf(selection, run.id) : 'transparent' }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox edge="start" size="small" checked={chosen} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': translate('routeExplorer.runs.select', { number: run.number }) } }} />
                </ListItemIcon>
                <ListItemText
                  primary={`${run.number} · ${run.campusName ?? ''}`}
                  secondary={
                    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                      <span>{`${formats.timeOfDayRange(run.startTime, run.endTime)} · ${translate('routeExplorer.runs.summary', { stops: run.stopCount, students: run.studentCount })}`}</span>
                      {Boolean(run.openViolations) && <Chip component="span" size="small" color="error" variant="outlined" label={translate('routeExplorer.runs.openViolations', { smart_count: run.openViolations })} />}
                      {run.hasDraft && <Chip component="span" size="small" color="info" variant="outlined" label={translate('routeExplorer.runs.draft')} />}
                    </Box>
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
        {!shown.length && <ListItem><ListItemText secondary={translate('routeExplorer.runs.none')} /></ListItem>}
      </List>
    </Paper>
  );
}
