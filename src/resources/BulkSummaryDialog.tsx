import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate, type Identifier } from 'react-admin';

export interface BulkRefusal {
  id: Identifier;
  /** The record and why it was refused, as the user reads it ("Ride #100231: the driver is on another ride"). */
  text: string;
}

/** The end of a bulk step: how many records it changed (its title) and each one refused, which stay ticked. */
export function BulkSummaryDialog({ title, refused, stayText, onClose }: { title: string; refused: BulkRefusal[]; stayText: string; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-summary">
      <DialogTitle id="bulk-summary">{title}</DialogTitle>
      {refused.length > 0 && (
        <DialogContent>
          <Alert severity="warning" component="div">
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {refused.map(({ id, text }) => <li key={id}>{text}</li>)}
            </ul>
          </Alert>
          <Typography variant="body2" sx={{ mt: 1 }}>{stayText}</Typography>
        </DialogContent>
      )}
      <DialogActions><MuiButton onClick={onClose} autoFocus>{translate('rides.bulk.close')}</MuiButton></DialogActions>
    </Dialog>
  );
}
