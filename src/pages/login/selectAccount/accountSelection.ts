import type { AccountsResponse, SessionAccount } from '../../../../permissions/accountContext';

export type AccountOption = AccountsResponse['accounts'][number];

/** The form's values as the inputs hold them: a `<select>` gives the account id as text. */
export interface AccountSelectionInput {
  accountId: string;
  subAccountIds: number[];
}

/** The sub-accounts the user last chose in an account (see subAccountMemory.ts); none by default. */
export type RememberedSubAccounts = (accountId: number) => readonly number[];

const NOTHING_REMEMBERED: RememberedSubAccounts = () => [];

/**
 * A sole sub-account is chosen for the user; with several, those the user chose last time in this
 * account that it still has, else none: the user picks.
 */
export function defaultSubAccountIds(account: AccountOption | undefined, remembered = NOTHING_REMEMBERED): number[] {
  const subAccounts = account?.subAccounts ?? [];
  if (subAccounts.length === 1) return [subAccounts[0].id];
  const last = new Set(account ? remembered(account.id) : []);
  return subAccounts.filter((subAccount) => last.has(subAccount.id)).map((subAccount) => subAccount.id);
}

/** What the form starts with: the account of the session if any, else the only account there is. */
export function initialSelection(accounts: AccountOption[], current: SessionAccount, remembered = NOTHING_REMEMBERED): AccountSelectionInput {
  const currentAccount = accounts.find((account) => account.id === current.accountId);
  if (currentAccount) return { accountId: String(currentAccount.id), subAccountIds: current.subAccountIds };
  if (accounts.length === 1) return { accountId: String(accounts[0].id), subAccountIds: defaultSubAccountIds(accounts[0], remembered) };
  return { accountId: '', subAccountIds: [] };
}

/** The "All yards" choice over a list of sub-accounts: ticked when every one is, mixed when some are. */
export function allChosenState(options: readonly { id: number }[], chosen: readonly number[]): 'all' | 'some' | 'none' {
  const count = options.filter((option) => chosen.includes(option.id)).length;
  return count === 0 ? 'none' : count === options.length ? 'all' : 'some';
}

/** Ticking "All yards" chooses every sub-account; unticking it, none. */
export function chooseAll(options: readonly { id: number }[], checked: boolean): number[] {
  return checked ? options.map((option) => option.id) : [];
}

const ACCOUNTS_PRESET_KEY = 'accountsPreset';

/** Spec 4.9: `?accountsPreset=null` forgets the stored preset; a value of 1 to 3 characters is kept. */
export function rememberAccountsPreset(search: string, storage: Storage): void {
  const preset = new URLSearchParams(search).get('accountsPreset');
  if (preset === 'null') storage.removeItem(ACCOUNTS_PRESET_KEY);
  else if (preset && preset.length <= 3) storage.setItem(ACCOUNTS_PRESET_KEY, preset);
}
