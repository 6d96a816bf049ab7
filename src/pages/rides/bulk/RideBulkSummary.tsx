import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { RideBulkSummary as Summary } from './useRideBulk';

/** How many rides a bulk action changed, and each ride it refused with the reason. */
export function RideBulkSummary({ summary, onClose }: { summary: Summary | null; onClose: () => void }) {
  const translate = useTranslate();
  if (!summary) return null;
  const { done, refused, failure } = summary;
  const title = failure ? translate('rides.bulk.failed', { message: failure })
    : refused.length ? translate('rides.bulk.summary', { done, refused: refused.length }) : translate('rides.bulk.allDone', { smart_count: done });
  return (
    <Dialog open onClose={onClose} aria-labelledby="ride-bulk-summary">
      <DialogTitle id="ride-bulk-summary">{title}</DialogTitle>
      {refused.length > 0 && (
        <DialogContent>
          <Alert severity="warning" component="div">
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {refused.map(({ id, displayId, message }) => <li key={id}>{translate('rides.bulk.refusedRide', { displayId, reason: message })}</li>)}
            </ul>
          </Alert>
          <Typography variant="body2" sx={{ mt: 1 }}>{translate('rides.bulk.refusedStay')}</Typography>
        </DialogContent>
      )}
      <DialogActions><MuiButton onClick={onClose} autoFocus>{translate('rides.bulk.close')}</MuiButton></DialogActions>
    </Dialog>
  );
}
