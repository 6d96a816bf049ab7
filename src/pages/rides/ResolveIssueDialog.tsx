import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LiveRouteIssue } from '../../../permissions/liveFeeds';
import type { RideLive } from '../../../resources/rides/details';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';

/** Alerts that are not put away without saying what became of the student (as the server requires). */
const NOTE_REQUIRED = new Set(['left_on_bus']);
const MAX_NOTE = 500;

/**
 * Puts a route issue away by hand, with a note of what was done: required for a student left on a
 * bus. The server's refusal (already resolved, no note) is shown in its own words.
 */
export function ResolveIssueDialog({ issue, onClose }: { issue: LiveRouteIssue; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const required = NOTE_REQUIRED.has(issue.kind);
  const kind = translate(`live.issues.kinds.${issue.kind}`, { _: issue.kind });
  const resolve = useMutation({
    mutationFn: () => dataProvider.action<LiveRouteIssue>(`route-issues/${issue.id}/resolve`, note.trim() ? { note: note.trim() } : {}),
    onSuccess: (resolved) => {
      queryClient.setQueryData<RideLive>(['rides', String(resolved.rideId), 'live'], (live) => live && { ...live, openIssues: live.openIssues.filter((open) => open.id !== resolved.id) });
      notify(translate('ridership.resolve.resolved'), { type: 'success' });
      onClose();
    },
    onError: (error) => setRefusal(error instanceof HttpError ? error.message : translate('common.somethingWentWrong')),
  });
  const submit = () => {
    if (required && !note.trim()) setRefusal(translate('ridership.resolve.noteRequired'));
    else resolve.mutate();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`resolve-${issue.id}`}>
      <DialogTitle id={`resolve-${issue.id}`}>{translate('ridership.resolve.title', { kind })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus multiline minRows={2} fullWidth margin="dense" required={required} value={note}
          label={translate('ridership.resolve.note')} slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
          error={Boolean(refusal)} helperText={refusal ?? translate('ridership.resolve.noteHelp')}
          onChange={(event) => { setNote(event.target.value); setRefusal(null); }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={resolve.isPending}>{translate('ridership.resolve.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
