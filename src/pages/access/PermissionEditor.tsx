import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import type { MembershipEditorView, PermissionChange } from '../../../permissions/accessManagement';
import { PermissionGroups } from './PermissionGroups';
import { usePermissionDraft } from './usePermissionDraft';

interface PermissionEditorProps {
  view: MembershipEditorView;
  save: (change: PermissionChange) => Promise<unknown>;
  /** Reads the membership again, after a save refused as stale. */
  reload: () => void;
}

/**
 * One membership's codes: start from a role template, adjust by group, save at the version shown.
 * The server decides; its refusal (a code the editor may not grant, a stale version) is shown as it
 * words it. Mount it keyed by the membership's version, so that a saved change starts a fresh draft.
 */
export function PermissionEditor({ view, save, reload }: PermissionEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const draft = usePermissionDraft(view);
  const saving = useMutation({
    mutationFn: () => save(draft.change()),
    onSuccess: () => notify(translate('access.editor.saved', { user: view.membership.userName }), { type: 'success' }),
  });
  const error = saving.error instanceof HttpError ? saving.error : saving.error && new HttpError(translate('common.somethingWentWrong'), 0);
  const busy = saving.isPending || !view.editable;

  return (
    <Box component="form" aria-label={translate('access.editor.title')} onSubmit={(event) => { event.preventDefault(); saving.mutate(); }}>
      {view.readOnlyBecause && <Alert severity="info" sx={{ mb: 2 }}>{translate(view.readOnlyBecause === 'own' ? 'access.editor.ownAccess' : 'access.editor.impersonating')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <TextField
          select size="small" fullWidth={false} label={translate('access.editor.template')} value={draft.template} disabled={busy} sx={{ minWidth: 260 }}
          onChange={(event) => draft.chooseTemplate(event.target.value as typeof draft.template)}
        >
          <MenuItem value="">{translate('access.editor.noTemplate')}</MenuItem>
          {view.templates.map((name) => <MenuItem key={name} value={name}>{translate(`access.templates.${name}`)}</MenuItem>)}
        </TextField>
        <Button variant="outlined" disabled={busy || !draft.template} onClick={draft.applyChosenTemplate}>{translate('access.editor.applyTemplate')}</Button>
      </Box>
      {draft.leftOut.length > 0 && <Alert severity="warning" sx={{ mb: 1.5 }}>{translate('access.editor.leftOut', { codes: draft.leftOut.join(', ') })}</Alert>}
      <PermissionGroups draft={draft} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} action={error.status === 409 ? <Button color="inherit" size="small" onClick={reload}>{translate('access.editor.reload')}</Button> : undefined}>
          {error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 2, position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button type="submit" variant="contained" disabled={busy || !draft.isChanged}>{translate('access.editor.save')}</Button>
        <Button disabled={busy || !draft.isChanged} onClick={() => { draft.reset(); saving.reset(); }}>{translate('access.editor.reset')}</Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {draft.isChanged ? translate('access.editor.changes', { added: draft.changes.added.length, removed: draft.changes.removed.length }) : translate('access.editor.noChanges')}
        </Typography>
      </Box>
    </Box>
  );
}
