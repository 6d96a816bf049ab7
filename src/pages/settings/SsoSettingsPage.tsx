import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SsoAccountKind } from '../../../resources/settings/ssoSettings';
import { callConsoleApi } from '../../providers/consoleApi';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import type { SectionScreenProps } from '../../shell/routes/sectionRoutes';
import { SettingsHeading } from './SettingsHeading';
import { SsoSettingsForm } from './SsoSettingsForm';

interface SsoAccount {
  kind: SsoAccountKind;
  id: number;
  name: string;
}

const keyOf = (account: Pick<SsoAccount, 'kind' | 'id'>) => `${account.kind}:${account.id}`;

/**
 * The SSO settings editor (spec 2.5, /settings/sso, SSO_CONFIG_EDIT): the identity provider of the
 * account one works in; operator staff may open any account's.
 */
export default function SsoSettingsPage({ titleKey }: SectionScreenProps) {
  const translate = useTranslate();
  const { account } = useConsoleSession();
  const accounts = useQuery({ queryKey: ['settings', 'sso', 'accounts'], queryFn: () => callConsoleApi<SsoAccount[]>('/api/settings/sso/accounts') });
  const ownKind: SsoAccountKind = account.userRole === 'admin' ? 'operator' : account.userRole === 'vendor' ? 'vendor' : 'district';
  const [chosen, setChosen] = useState(keyOf({ kind: ownKind, id: account.account.accountId ?? 0 }));
  const list = accounts.data ?? [];
  const current = list.find((candidate) => keyOf(candidate) === chosen) ?? list[0];

  return (
    <>
      <SettingsHeading title={translate(titleKey)} intro={translate('settings.sso.intro')} />
      {accounts.isPending && <LinearProgress />}
      {accounts.error && <Typography color="error">{translate('settings.loadFailed')}</Typography>}
      {list.length > 1 && current && (
        <TextField select label={translate('settings.sso.account')} value={keyOf(current)} onChange={(event) => setChosen(event.target.value)} sx={{ width: '100%', maxWidth: 760, mb: 2 }}>
          {list.map((option) => (
            <MenuItem key={keyOf(option)} value={keyOf(option)}>{`${option.name} (${translate(`settings.sso.accountKinds.${option.kind}`)})`}</MenuItem>
          ))}
        </TextField>
      )}
      {current && <SsoSettingsForm key={keyOf(current)} account={current} />}
    </>
  );
}
