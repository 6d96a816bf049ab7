import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ExplorerViolation } from '../../../resources/route-explorer/explorer';
import { callConsoleApi } from '../../providers/consoleApi';
import { useConsoleSave } from '../../providers/useConsoleSave';

interface WaiveDialogProps {
  runId: number;
  violation: ExplorerViolation;
  onClose: () => void;
  onWaived: () => void;
}

/** Asks why a violation is accepted; the server keeps the reason with who and when. */
export function WaiveDialog({ runId, violation, onClose, onWaived }: WaiveDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const waive = useConsoleSave(
    (why: string) => callConsoleApi<ExplorerViolation>('/api/route-explorer/waivers', 'POST', { routeId: runId, key: violation.key, reason: why }),
    onWaived, 'routeExplorer.violations.waivedDone',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    waive.mutate(reason);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle>{translate('routeExplorer.violations.waiveTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus fullWidth multiline minRows={2} margin="dense" label={translate('routeExplorer.violations.reason')} helperText={translate('routeExplorer.violations.reasonHelp')}
          value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('routeExplorer.violations.cancel')}</Button>
        <Button type="submit" variant="contained" disableElevation disabled={reason.trim().length < 3} loading={waive.isPending}>{translate('routeExplorer.violations.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
