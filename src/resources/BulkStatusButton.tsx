import TuneIcon from '@mui/icons-material/Tune';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import { BulkSummaryDialog } from './BulkSummaryDialog';
import { useBulkStatus } from './useBulkStatus';
import { useRecordName } from './useRecordName';

/**
 * "Set status" on the records ticked (a list's `bulkStatus` field, such as a vehicle's status): the
 * value chosen once, then each record saved on its own, progress shown when it takes more than a
 * second, and a summary naming each record refused and why.
 */
export function BulkStatusButton({ resource }: { resource: ResourceDeclaration }) {
  const translate = useTranslate();
  const field = resource.bulkStatus!;
  const recordName = useRecordName(resource.name);
  // "Vehicle 101", as a save's notice names it.
  const nameOf = (record: RaRecord) => `${translate(`resources.${resource.name}.name`, { smart_count: 1 })} ${recordName(record)}`;
  const bulk = useBulkStatus(field);
  const [asking, setAsking] = useState(false);
  const [value, setValue] = useState('');
  const fieldLabel = translate(`resources.${resource.name}.fields.${field}`);
  const kind = (count: number) => translate(`resources.${resource.name}.name`, { smart_count: count }).toLocaleLowerCase();
  const { outcome, failure } = bulk;
  const done = outcome ? outcome.saved.length + outcome.unchanged.length : 0;
  const refused = (outcome?.failed ?? []).map(({ record, message }) => ({ id: record.id, text: `${nameOf(record)}: ${message}` }));
  const title = failure ? translate('global.bulk.failed', { message: failure })
    : refused.length ? translate('global.bulk.summary', { done, kind: kind(done), refused: refused.length })
      : translate('global.bulk.allDone', { count: done, kind: kind(done) });
  return (
    <>
      <Button label={translate('global.bulk.set', { field: fieldLabel.toLocaleLowerCase() })} onClick={() => setAsking(true)} disabled={bulk.busy}><TuneIcon /></Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="bulk-status-title" fullWidth maxWidth="xs">
        <DialogTitle id="bulk-status-title">{translate('global.bulk.title', { field: fieldLabel, count: bulk.count, kind: kind(bulk.count) })}</DialogTitle>
        <DialogContent>
          <TextField select fullWidth margin="dense" label={fieldLabel} value={value} onChange={(event) => setValue(event.target.value)}>
            {(resource.fields[field].choices ?? []).map((choice) => <MenuItem key={choice} value={choice}>{translate(`choices.${choice}`)}</MenuItem>)}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={!value} onClick={() => { setAsking(false); void bulk.run(value); }}>{translate('global.bulk.apply')}</MuiButton>
        </DialogActions>
      </Dialog>
      <Dialog open={bulk.progress !== null} aria-labelledby="bulk-status-saving">
        <DialogContent role="status" sx={{ minWidth: 320 }}>
          <Typography id="bulk-status-saving" variant="body2" sx={{ mb: 1 }}>{translate('global.bulk.saving', { done: bulk.progress?.done ?? 0, count: bulk.progress?.total ?? 0 })}</Typography>
          <LinearProgress variant="determinate" value={bulk.progress ? (100 * bulk.progress.done) / Math.max(bulk.progress.total, 1) : 0} />
        </DialogContent>
      </Dialog>
      {(outcome || failure) && <BulkSummaryDialog title={title} refused={refused} stayText={translate('global.bulk.refusedStay')} onClose={bulk.dismiss} />}
    </>
  );
}
