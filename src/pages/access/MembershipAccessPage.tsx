import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, HttpError, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { MembershipEditorView } from '../../../permissions/accessManagement';
import { SectionSpinner } from '../../shell/layout/SectionSpinner';
import { accessApi } from './accessApi';
import { useMembershipLabels } from './membershipLabels';
import { PermissionEditor } from './PermissionEditor';

/** One membership on Access: who, in which account, its status (disabled or enabled here) and its codes. */
export function MembershipAccessPage() {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const labels = useMembershipLabels();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const key = ['access', 'membership', id];
  const view = useQuery({ queryKey: key, queryFn: () => accessApi.membership(id) });
  const show = (next: MembershipEditorView) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: ['access', 'users'] });
  };
  const status = useMutation({
    mutationFn: (step: 'disable' | 'enable') => accessApi.setMembershipStatus(id, step, view.data!.membership.version),
    onSuccess: (next) => {
      show(next);
      const done = next.membership.status === 'disabled' ? 'access.membership.disabledDone' : 'access.membership.enabledDone';
      notify(translate(done, { user: next.membership.userName, account: next.membership.accountName }), { type: 'success' });
    },
    onError: (error) => notify(error instanceof HttpError ? error.message : translate('common.somethingWentWrong'), { type: 'error' }),
    onSettled: () => setConfirming(false),
  });

  if (view.isPending) return <SectionSpinner />;
  if (view.error) return <Alert severity="error">{view.error.message}</Alert>;
  const { membership } = view.data;
  const disabled = membership.status === 'disabled';
  const names = { user: membership.userName, account: membership.accountName };
  return (
    <>
      <Link component={RouterLink} to="/access" sx={{ display: 'inline-block', mb: 1 }}>{translate('access.membership.back')}</Link>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <Typography variant="h6" component="h2">{membership.userName}</Typography>
          <Typography color="text.secondary">{membership.userEmail}</Typography>
          <Typography>{labels.account(membership)} · {labels.places(membership)}</Typography>
        </Box>
        <Chip label={translate(disabled ? 'access.membership.disabled' : 'access.membership.active')} color={disabled ? 'default' : 'success'} />
        {view.data.editable && (
          <Button variant={disabled ? 'contained' : 'outlined'} color={disabled ? 'primary' : 'error'} disabled={status.isPending}
            onClick={() => (disabled ? status.mutate('enable') : setConfirming(true))}>
            {translate(disabled ? 'access.membership.enable' : 'access.membership.disable')}
          </Button>
        )}
      </Paper>
      {disabled && <Alert severity="warning" sx={{ mb: 2 }}>{translate('access.membership.disabledNote', names)}</Alert>}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('access.editor.title')}</Typography>
      <PermissionEditor
        key={`${membership.id}:${membership.version}`} view={view.data}
        save={async (change) => show(await accessApi.saveMembership(id, change))} reload={() => void view.refetch()}
      />
      <Confirm
        isOpen={confirming} loading={status.isPending} title={translate('access.membership.confirmDisableTitle', names)}
        content={translate('access.membership.confirmDisable', names)} confirm={translate('access.membership.disable')} confirmColor="warning"
        onConfirm={() => status.mutate('disable')} onClose={() => setConfirming(false)}
      />
    </>
  );
}
