import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ssoSettingsProblem, type SsoAccountRef, type SsoSettings, type SsoSettingsChange } from '../../../resources/settings/ssoSettings';
import { callConsoleApi } from '../../providers/consoleApi';
import { useConsoleSave } from '../../providers/useConsoleSave';
import { useAccountFormats } from '../../shell/useAccountFormats';

interface Draft {
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  enabled: boolean;
}

const draftOf = (settings: SsoSettings): Draft => ({
  displayName: settings.displayName, issuer: settings.issuer, clientId: settings.clientId, clientSecret: '', domains: settings.domains.join(', '), enabled: settings.enabled,
});

/** The form of one account's provider; its secret is typed to replace it, never shown. */
export function SsoSettingsForm({ account }: { account: SsoAccountRef }) {
  const translate = useTranslate();
  const path = `/api/settings/sso/${account.kind}/${account.id}`;
  const queryKey = ['settings', 'sso', account.kind, account.id];
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey, queryFn: () => callConsoleApi<SsoSettings>(path) });
  if (settings.isPending) return <LinearProgress />;
  if (settings.error) return <Typography color="error">{translate('settings.loadFailed')}</Typography>;
  return <SsoFields key={settings.data.version ?? 0} settings={settings.data} save={(change) => callConsoleApi<SsoSettings>(path, 'PUT', change)} onSaved={(saved) => queryClient.setQueryData(queryKey, saved)} />;
}

function SsoFields({ settings, save, onSaved }: { settings: SsoSettings; save: (change: SsoSettingsChange) => Promise<SsoSettings>; onSaved: (saved: SsoSettings) => void }) {
  const translate = useTranslate();
  const formats = useAccountFormats();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useConsoleSave(save, onSaved);
  const field = (name: keyof Omit<Draft, 'enabled'>) => ({
    value: draft[name], onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }), fullWidth: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: SsoSettingsChange = {
      version: settings.version, displayName: draft.displayName, issuer: draft.issuer, clientId: draft.clientId, enabled: draft.enabled,
      domains: draft.domains.split(/[\s,;]+/).filter(Boolean), ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
    };
    const found = ssoSettingsProblem(change, settings.clientSecretSet);
    setProblem(found);
    if (!found) saving.mutate(change);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3, maxWidth: 760 }}>
      <Stack spacing={2.5}>
        {settings.version === null && <Alert severity="info">{translate('settings.sso.notConfigured')}</Alert>}
        <TextField label={translate('settings.sso.displayName')} required {...field('displayName')} />
        <TextField label={translate('settings.sso.issuer')} required type="url" helperText={translate('settings.sso.issuerHelp')} {...field('issuer')} />
        <TextField label={translate('settings.sso.clientId')} required {...field('clientId')} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={translate('settings.sso.clientSecret')} type="password" autoComplete="new-password" {...field('clientSecret')}
            helperText={translate(settings.clientSecretSet ? 'settings.sso.secretKeepHelp' : 'settings.sso.secretNewHelp')}
          />
          <Chip sx={{ mt: 1.5 }} color={settings.clientSecretSet ? 'success' : 'default'} label={translate(settings.clientSecretSet ? 'settings.sso.secretSet' : 'settings.sso.secretNotSet')} />
        </Stack>
        <TextField label={translate('settings.sso.domains')} helperText={translate('settings.sso.domainsHelp')} {...field('domains')} />
        <FormControlLabel control={<Switch checked={draft.enabled} onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })} />} label={translate('settings.sso.enabled')} />
        <TextField label={translate('settings.sso.redirectUri')} value={settings.redirectUri} slotProps={{ input: { readOnly: true } }} fullWidth size="small" />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disableElevation loading={saving.isPending}>{translate('settings.save')}</Button>
          {settings.updatedAt && <Typography variant="body2" color="text.secondary">{translate('settings.lastUpdated', { time: formats.dateTime(settings.updatedAt) })}</Typography>}
        </Stack>
      </Stack>
    </Paper>
  );
}
