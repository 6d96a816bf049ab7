import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleSession } from '../ConsoleSessionGate';
import { rememberedSubAccountsOf, rememberSubAccounts } from '../../pages/login/selectAccount/subAccountMemory';
import { fetchAccounts, switchToAccount } from './switchAccountApi';
import { SwitchAccountForm, type AccountChoice } from './SwitchAccountForm';
import { SwitchingAccountScreen } from './SwitchingAccountScreen';

/**
 * "Switch account" (spec 2.4): choose another account (and its yards), then the console starts over
 * in it; a full-window transition screen shows meanwhile, the popup closed behind it. A switch that
 * fails brings the popup back, still holding the choice, with the error.
 */
export function SwitchAccountDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { account, check } = useConsoleSession();
  const accounts = useQuery({ queryKey: ['shell', 'accounts'], queryFn: fetchAccounts, retry: false });
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);

  const switchTo = async (choice: AccountChoice) => {
    setSwitching(true);
    setFailed(false);
    try {
      await switchToAccount(choice);
      rememberSubAccounts(window.localStorage, check.userId, choice);
      // A fresh start: every piece of the console was built for the previous account.
      window.location.assign('/');
    } catch {
      setSwitching(false);
      setFailed(true);
    }
  };

  return (
    <>
      <Dialog open={!switching} keepMounted onClose={onClose} fullWidth maxWidth="xs">
        <DialogTitle>{translate('shell.switchAccount.title')}</DialogTitle>
        {failed && <Alert severity="error" sx={{ mx: 3 }}>{translate('shell.switchAccount.failed')}</Alert>}
        {accounts.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={translate('shell.layout.loading')} />
          </Box>
        )}
        {accounts.isError && <Alert severity="error" sx={{ mx: 3, mb: 3 }}>{translate('shell.switchAccount.loadFailed')}</Alert>}
        {accounts.data && <SwitchAccountForm accounts={accounts.data.accounts} current={account.account} remembered={rememberedSubAccountsOf(window.localStorage, check.userId)} busy={switching} onCancel={onClose} onSubmit={switchTo} />}
      </Dialog>
      {switching && <SwitchingAccountScreen />}
    </>
  );
}
