import type { AccountsResponse, SessionAccount } from '../../../../permissions/accountContext';

export type AccountOption = AccountsResponse['accounts'][number];

/** The form's values as the inputs hold them: a `<select>` gives the account id as text. */
export interface AccountSelectionInput {
  accountId: string;
  subAccountIds: number[];
}

/** A sole sub-account is chosen for the user; with several, the user picks. */
export function defaultSubAccountIds(account: AccountOption | undefined): number[] {
  const subAccounts = account?.subAccounts ?? [];
  return subAccounts.length === 1 ? [subAccounts[0].id] : [];
}

/** What the form starts with: the account of the session if any, else the only account there is. */
export function initialSelection(accounts: AccountOption[], current: SessionAccount): AccountSelectionInput {
  const currentAccount = accounts.find((account) => account.id === current.accountId);
  if (currentAccount) return { accountId: String(currentAccount.id), subAccountIds: current.subAccountIds };
  if (accounts.length === 1) return { accountId: String(accounts[0].id), subAccountIds: defaultSubAccountIds(accounts[0]) };
  return { accountId: '', subAccountIds: [] };
}

const ACCOUNTS_PRESET_KEY = 'accountsPreset';

/** Spec 4.9: `?accountsPreset=null` forgets the stored preset; a value of 1 to 3 characters is kept. */
export function rememberAccountsPreset(search: string, storage: Storage): void {
  const preset = new URLSearchParams(search).get('accountsPreset');
  if (preset === 'null') storage.removeItem(ACCOUNTS_PRESET_KEY);
  else if (preset && preset.length <= 3) storage.setItem(ACCOUNTS_PRESET_KEY, preset);
}
