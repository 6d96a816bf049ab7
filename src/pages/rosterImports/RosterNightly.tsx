import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import type { RosterImport, RosterSyncSettings } from '../../../resources/students/rosterImport';
import { refusalText } from '../../providers/consoleApi';
import { RosterDropFolder } from './RosterDropFolder';
import { rosterSyncApi, type RosterSyncChoices, type RosterWorkProgress } from './rosterImportApi';
import { RosterProgress } from './RosterProgress';

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const choicesOf = ({ enabled, runAt, dropLimitPercent }: RosterSyncSettings): RosterSyncChoices => ({ enabled, runAt, dropLimitPercent });
const sameChoices = (a: RosterSyncChoices, b: RosterSyncChoices) => a.enabled === b.enabled && a.runAt === b.runAt && a.dropLimitPercent === b.dropLimitPercent;

interface NightlyFormProps {
  saved: RosterSyncSettings;
  districtId: number;
  onRun: (rosterImport: RosterImport) => void;
}

/** The nightly import's switch, time and drop limit, saved together; its folder; and a run now, whose import is handed on. */
function NightlyForm({ saved, districtId, onRun }: NightlyFormProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState(() => choicesOf(saved));
  const [limitText, setLimitText] = useState(String(saved.dropLimitPercent));
  const [busy, setBusy] = useState<'save' | 'run'>();
  const [progress, setProgress] = useState<RosterWorkProgress>();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const limitValid = limitText.trim() !== '' && Number(limitText) >= 0 && Number(limitText) <= 100;
  const timeValid = HH_MM.test(choices.runAt);
  const changed = !sameChoices(choices, choicesOf(saved));

  const act = async (step: 'save' | 'run') => {
    setBusy(step);
    setNotice(undefined);
    try {
      if (step === 'save') {
        queryClient.setQueryData(['roster-sync', districtId], await rosterSyncApi.save(choices, districtId));
        setNotice({ severity: 'success', text: translate('rosterImports.nightly.saved') });
      } else {
        onRun(await rosterSyncApi.runNow(districtId, setProgress));
      }
    } catch (error) {
      setNotice({ severity: 'error', text: refusalText(error, translate(`rosterImports.nightly.${step}Failed`)) });
    } finally {
      setBusy(undefined);
      setProgress(undefined);
    }
  };

  return (
    <>
      <FormControlLabel
        sx={{ mb: 1 }} label={translate('rosterImports.nightly.enabled')}
        control={<Switch checked={choices.enabled} onChange={(event) => setChoices({ ...choices, enabled: event.target.checked })} />}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
        <TextField
          type="time" size="small" label={translate('rosterImports.nightly.runAt')} value={choices.runAt} sx={{ width: 260 }}
          error={!timeValid} slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => setChoices({ ...choices, runAt: event.target.value })}
        />
        <TextField
          type="number" size="small" label={translate('rosterImports.nightly.dropLimit')} value={limitText} sx={{ width: { xs: '100%', sm: 420 } }}
          error={!limitValid} helperText={translate('rosterImports.nightly.dropLimitHelp')}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 'any' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
          onChange={(event) => {
            setLimitText(event.target.value);
            if (event.target.value.trim() !== '') setChoices({ ...choices, dropLimitPercent: Number(event.target.value) });
          }}
        />
      </Box>
      <RosterDropFolder folder={saved.folder} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" disabled={Boolean(busy) || !changed || !limitValid || !timeValid} onClick={() => act('save')}>{translate('rosterImports.nightly.save')}</Button>
        <Button variant="outlined" disabled={Boolean(busy)} onClick={() => act('run')}>{translate('rosterImports.nightly.runNow')}</Button>
        <Typography variant="body2" color="text.secondary">{translate('rosterImports.nightly.runNowHelp')}</Typography>
      </Box>
      {busy === 'run' && (
        <Box sx={{ mt: 2 }}>
          {progress ? <RosterProgress progress={progress} name="" /> : <LinearProgress aria-label={translate('rosterImports.nightly.running')} />}
        </Box>
      )}
      {notice && <Alert severity={notice.severity} role="status" sx={{ mt: 2 }}>{notice.text}</Alert>}
    </>
  );
}

/**
 * The district's nightly import from its drop folder. Set up only by those who may edit all of the
 * district's students: for a user kept to some campuses the server refuses, and the card is not shown.
 */
export function RosterNightly({ districtId, onRun }: { districtId: number; onRun: (rosterImport: RosterImport) => void }) {
  const translate = useTranslate();
  const settings = useQuery({
    queryKey: ['roster-sync', districtId], queryFn: () => rosterSyncApi.settings(districtId),
    retry: (count, error) => !(error instanceof HttpError && error.status === 403) && count < 2,
  });
  if (settings.error instanceof HttpError && settings.error.status === 403) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-label={translate('rosterImports.nightly.title')}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('rosterImports.nightly.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '80ch' }}>{translate('rosterImports.nightly.intro')}</Typography>
        {settings.isPending && <LinearProgress />}
        {settings.isError && <Alert severity="error">{translate('rosterImports.nightly.loadFailed')}</Alert>}
        {settings.data && <NightlyForm saved={settings.data} districtId={districtId} onRun={onRun} />}
      </CardContent>
    </Card>
  );
}
