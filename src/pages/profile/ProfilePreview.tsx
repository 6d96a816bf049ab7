import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { formatPhone } from './formatPhone';

/** Spec 9: the profile's Edit button width. */
const EDIT_BUTTON_WIDTH = 150;

function Block({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.75 }}>
      <Typography color="text.secondary" sx={{ width: 140, flexShrink: 0 }}>{label}</Typography>
      <Typography>{value || '—'}</Typography>
    </Stack>
  );
}

/** Spec 2.8's preview: "Profile information" and "Login and security". */
export function ProfilePreview({ passwordUpdated, canEdit = true }: { passwordUpdated: boolean; canEdit?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { profile } = useConsoleSession();
  const editButton = (
    <Button variant="outlined" disabled={!canEdit} onClick={() => navigate('edit')} sx={{ width: EDIT_BUTTON_WIDTH }}>
      {translate('shell.profile.edit')}
    </Button>
  );
  return (
    <Stack spacing={3}>
      <Block title={translate('shell.profile.informationTitle')} action={editButton}>
        <Fact label={translate('shell.profile.fullName')} value={`${profile.name.first} ${profile.name.last}`.trim()} />
        <Fact label={translate('shell.profile.phone')} value={formatPhone(profile.phoneNumber)} />
        <Fact label={translate('shell.profile.email')} value={profile.email} />
      </Block>
      <Block title={translate('shell.profile.securityTitle')}>
        {passwordUpdated ? (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            <CheckCircle color="success" />
            <Typography>{translate('shell.profile.passwordUpdated')}</Typography>
          </Stack>
        ) : (
          <Button variant="outlined" onClick={() => navigate('change-password')}>{translate('shell.profile.changePassword')}</Button>
        )}
      </Block>
    </Stack>
  );
}
