import type { RememberedSubAccounts } from './accountSelection';

/*
 * The sub-accounts (a vendor's yards) a user last chose in an account, kept in this browser so that
 * the next choice — on the select-account page after signing in, or in "Switch account" — starts
 * from it. One key per user and account, `lastSubAccounts:<user>:<account>`, beside spec 4.9's
 * `accountsPreset`, which it never touches.
 */

const keyOf = (userId: number, accountId: number) => `lastSubAccounts:${userId}:${accountId}`;

/** Keeps a chosen account's sub-accounts for this user; an empty choice forgets nothing. */
export function rememberSubAccounts(storage: Storage, userId: number, selection: { accountId: number; subAccountIds: readonly number[] }): void {
  if (selection.subAccountIds.length === 0) return;
  storage.setItem(keyOf(userId, selection.accountId), JSON.stringify(selection.subAccountIds));
}

/** What this user last chose in each account; nothing for an entry that is not a list of ids. */
export function rememberedSubAccountsOf(storage: Storage, userId: number): RememberedSubAccounts {
  return (accountId) => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(keyOf(userId, accountId)) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
    } catch {
      return [];
    }
  };
}
