import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { standbyProblem, STANDBY_LIMITS, type StandbyConfiguration, type StandbyWindow } from '../../../resources/settings/standbyConfiguration';
import { callConsoleApi } from '../../providers/consoleApi';
import { useConsoleSave } from '../../providers/useConsoleSave';

interface StandbyDialogProps {
  yard: StandbyConfiguration;
  onClose: () => void;
  onSaved: (saved: StandbyConfiguration) => void;
}

/** One yard's standby day start and time windows, checked by the rules the server applies. */
export function StandbyDialog({ yard, onClose, onSaved }: StandbyDialogProps) {
  const translate = useTranslate();
  const [dayStartsAt, setDayStartsAt] = useState(yard.dayStartsAt);
  const [windows, setWindows] = useState<StandbyWindow[]>(yard.windows);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useConsoleSave(
    (change: Pick<StandbyConfiguration, 'version' | 'dayStartsAt' | 'windows'>) => callConsoleApi<StandbyConfiguration>(`/api/settings/standby/${yard.yardId}`, 'PUT', change),
    onSaved,
  );
  const changeWindow = (index: number, patch: Partial<StandbyWindow>) => setWindows(windows.map((window, at) => (at === index ? { ...window, ...patch } : window)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = standbyProblem({ dayStartsAt, windows });
    setProblem(found);
    if (!found) saving.mutate({ version: yard.version, dayStartsAt, windows });
  };
  const last = windows[windows.length - 1];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{translate('settings.standby.editTitle', { yard: yard.yardName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField type="time" label={translate('settings.standby.dayStartsAt')} value={dayStartsAt} onChange={(event) => setDayStartsAt(event.target.value)} sx={{ maxWidth: 220 }} />
          {windows.map((window, index) => (
            <Stack key={index} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <TextField type="time" size="small" label={translate('settings.standby.windowStart')} value={window.startsAt} onChange={(event) => changeWindow(index, { startsAt: event.target.value })} />
              <TextField type="time" size="small" label={translate('settings.standby.windowEnd')} value={window.endsAt} onChange={(event) => changeWindow(index, { endsAt: event.target.value })} />
              <TextField
                type="number" size="small" label={translate('settings.standby.driversNeeded')} value={window.driversNeeded} sx={{ width: 150 }}
                slotProps={{ htmlInput: { min: 0, max: STANDBY_LIMITS.driversNeeded } }} onChange={(event) => changeWindow(index, { driversNeeded: Number(event.target.value) })}
              />
              <IconButton aria-label={translate('settings.standby.removeWindow', { from: window.startsAt })} onClick={() => setWindows(windows.filter((_, at) => at !== index))}>
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddOutlined />} sx={{ alignSelf: 'flex-start' }} disabled={windows.length >= STANDBY_LIMITS.windows}
            onClick={() => setWindows([...windows, { startsAt: last?.endsAt ?? dayStartsAt, endsAt: last?.endsAt ?? dayStartsAt, driversNeeded: 1 }])}
          >
            {translate('settings.standby.addWindow')}
          </Button>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('settings.cancel')}</Button>
        <Button type="submit" variant="contained" disableElevation loading={saving.isPending}>{translate('settings.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
