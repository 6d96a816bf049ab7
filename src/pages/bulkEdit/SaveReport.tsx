import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SaveOutcome, VersionedRecord } from './recordSaves';
import type { SaveProgress } from './useRecordSaves';

interface ReportProps<T extends VersionedRecord> {
  outcome: SaveOutcome<T>;
  /** The screen's texts: `<messages>.allSaved`, `.someSaved`, `.failure`, `.reasons.*`… (i18n/en/vehicles.ts `outcome`). */
  messages: string;
  /** How a record is named in a failure: a vehicle's number, a driver's name. */
  nameOf: (record: T) => string;
  onClose: () => void;
}

function OutcomeTitle<T extends VersionedRecord>({ outcome, messages }: Pick<ReportProps<T>, 'outcome' | 'messages'>) {
  const translate = useTranslate();
  const tried = outcome.total - outcome.unchanged.length;
  if (outcome.failed.length === 0) return <>{translate(`${messages}.allSaved`, { smart_count: outcome.saved.length })}</>;
  if (outcome.saved.length === 0) return <>{translate(`${messages}.noneSaved`)}</>;
  return <>{translate(`${messages}.someSaved`, { saved: outcome.saved.length, total: tried })}</>;
}

/** What a save did: how many records were saved, which were refused and why, which needed nothing. */
function OutcomeAlert<T extends VersionedRecord>({ outcome, messages, nameOf, onClose }: ReportProps<T>) {
  const translate = useTranslate();
  const severity = outcome.failed.length === 0 ? 'success' : outcome.saved.length === 0 ? 'error' : 'warning';
  return (
    <Alert severity={severity} onClose={onClose} closeText={translate(`${messages}.dismiss`)} role="status" sx={{ mb: 2 }}>
      <AlertTitle><OutcomeTitle outcome={outcome} messages={messages} /></AlertTitle>
      {outcome.unchanged.length > 0 && <Typography variant="body2">{translate(`${messages}.unchanged`, { smart_count: outcome.unchanged.length })}</Typography>}
      {outcome.failed.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {outcome.failed.map(({ record, reason, message }) => (
            <li key={record.id}>
              <Typography variant="body2">
                {translate(`${messages}.failure`, { name: nameOf(record), reason: translate(`${messages}.reasons.${reason}`, { message }) })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The progress of a save under way, else the outcome of the last one. */
export function SaveReport<T extends VersionedRecord>({ progress, outcome, ...texts }: Omit<ReportProps<T>, 'outcome'> & { progress: SaveProgress | null; outcome: SaveOutcome<T> | null }) {
  const translate = useTranslate();
  if (progress) {
    return (
      <Box sx={{ mb: 2 }} role="status">
        <Typography variant="body2" sx={{ mb: 0.5 }}>{translate(`${texts.messages}.saving`, progress)}</Typography>
        <LinearProgress variant="determinate" value={(100 * progress.done) / progress.total} />
      </Box>
    );
  }
  return outcome ? <OutcomeAlert outcome={outcome} {...texts} /> : null;
}
