import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SaveOutcome } from './vehicleChanges';
import type { SaveProgress } from './useVehicleSaves';

function OutcomeTitle({ outcome }: { outcome: SaveOutcome }) {
  const translate = useTranslate();
  const tried = outcome.total - outcome.unchanged.length;
  if (outcome.failed.length === 0) return <>{translate('vehicles.outcome.allSaved', { smart_count: outcome.saved.length })}</>;
  if (outcome.saved.length === 0) return <>{translate('vehicles.outcome.noneSaved')}</>;
  return <>{translate('vehicles.outcome.someSaved', { saved: outcome.saved.length, total: tried })}</>;
}

/** What a save did: how many vehicles were saved, which were refused and why, which needed nothing. */
function OutcomeAlert({ outcome, onClose }: { outcome: SaveOutcome; onClose: () => void }) {
  const translate = useTranslate();
  const severity = outcome.failed.length === 0 ? 'success' : outcome.saved.length === 0 ? 'error' : 'warning';
  return (
    <Alert severity={severity} onClose={onClose} closeText={translate('vehicles.outcome.dismiss')} role="status" sx={{ mb: 2 }}>
      <AlertTitle><OutcomeTitle outcome={outcome} /></AlertTitle>
      {outcome.unchanged.length > 0 && <Typography variant="body2">{translate('vehicles.outcome.unchanged', { smart_count: outcome.unchanged.length })}</Typography>}
      {outcome.failed.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {outcome.failed.map(({ vehicle, reason, message }) => (
            <li key={vehicle.id}>
              <Typography variant="body2">
                {translate('vehicles.outcome.failure', { number: vehicle.number, reason: translate(`vehicles.outcome.reasons.${reason}`, { message }) })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The progress of a save under way, else the outcome of the last one. */
export function SaveReport({ progress, outcome, onClose }: { progress: SaveProgress | null; outcome: SaveOutcome | null; onClose: () => void }) {
  const translate = useTranslate();
  if (progress) {
    return (
      <Box sx={{ mb: 2 }} role="status">
        <Typography variant="body2" sx={{ mb: 0.5 }}>{translate('vehicles.outcome.saving', progress)}</Typography>
        <LinearProgress variant="determinate" value={(100 * progress.done) / progress.total} />
      </Box>
    );
  }
  return outcome ? <OutcomeAlert outcome={outcome} onClose={onClose} /> : null;
}
