import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import type { AppUpdate } from './useAppUpdateCheck';

/**
 * Spec 4.7 and 8: "New version of the app is available", with Delay and Refresh. Closing it any
 * other way (Escape, a click outside) counts as Delay, so the reminder is never lost.
 */
export function NewVersionDialog({ delay, refresh }: Pick<AppUpdate, 'delay' | 'refresh'>) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={delay} aria-labelledby="new-version-title" aria-describedby="new-version-message">
      <DialogTitle id="new-version-title">{translate('global.newVersion.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="new-version-message">{translate('global.newVersion.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={delay}>{translate('global.newVersion.delay')}</Button>
        <Button variant="contained" onClick={refresh} autoFocus>
          {translate('global.newVersion.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
