import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SelectAccountRequest, SessionAccount } from '../../../permissions/accountContext';
import { appConfig } from '../../appConfig';
import { defaultSubAccountIds, initialSelection, type AccountOption, type RememberedSubAccounts } from '../../pages/login/selectAccount/accountSelection';
import { SubAccountCheckboxes } from './SubAccountCheckboxes';

export type AccountChoice = Omit<SelectAccountRequest, 'relayState'>;

interface SwitchAccountFormProps {
  accounts: AccountOption[];
  current: SessionAccount;
  /** What the user chose last time in each account: the sub-accounts ticked on choosing it. */
  remembered: RememberedSubAccounts;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (choice: AccountChoice) => void;
}

/** What a portal's sub-accounts are called. */
const SUB_ACCOUNTS_LABEL = { vendor: 'shell.switchAccount.yards', enterprise: 'shell.switchAccount.campuses', admin: 'shell.switchAccount.subAccounts' } as const;
const ALL_SUB_ACCOUNTS_LABEL = { vendor: 'shell.switchAccount.allYards', enterprise: 'shell.switchAccount.allCampuses', admin: 'shell.switchAccount.allSubAccounts' } as const;

/** The account, and its sub-accounts when the portal requires choosing them, starting from the current ones. */
export function SwitchAccountForm({ accounts, current, remembered, busy, onCancel, onSubmit }: SwitchAccountFormProps) {
  const translate = useTranslate();
  const [selection, setSelection] = useState(() => initialSelection(accounts, current, remembered));
  const [submitted, setSubmitted] = useState(false);
  const chosen = accounts.find((account) => String(account.id) === selection.accountId);
  const subAccounts = chosen?.subAccounts ?? [];
  const asksSubAccounts = current.isSubAccountsRequired && subAccounts.length > 0;
  const missingSubAccounts = asksSubAccounts && selection.subAccountIds.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!chosen || missingSubAccounts) return;
    onSubmit({ accountId: chosen.id, subAccountIds: asksSubAccounts ? selection.subAccountIds : [] });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('shell.switchAccount.account')}
          value={selection.accountId}
          onChange={(event) => setSelection({ accountId: event.target.value, subAccountIds: defaultSubAccountIds(accounts.find((account) => String(account.id) === event.target.value), remembered) })}
        >
          {accounts.map((account) => (
            <MenuItem key={account.id} value={String(account.id)}>
              {account.name}
            </MenuItem>
          ))}
        </TextField>
        {asksSubAccounts && (
          <SubAccountCheckboxes
            legend={translate(SUB_ACCOUNTS_LABEL[appConfig().userRole])}
            allLabel={translate(ALL_SUB_ACCOUNTS_LABEL[appConfig().userRole])}
            options={subAccounts}
            value={selection.subAccountIds}
            onChange={(subAccountIds) => setSelection({ ...selection, subAccountIds })}
            error={submitted && missingSubAccounts ? translate('shell.switchAccount.subAccountsRequired') : undefined}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{translate('shell.switchAccount.cancel')}</Button>
        <Button type="submit" variant="contained" disableElevation disabled={busy || !chosen}>
          {translate('shell.switchAccount.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
