import type { AccountResponse, AccountsResponse, CheckResponse, ProfileResponse } from '../../permissions/accountContext';
import { ALL_PERMISSIONS } from '../../permissions/catalogue';

/** The signed-in operator of mock API mode (spec 1.7): every permission, in a US Pacific account. */

export const MOCK_ACCOUNT_ID = 1;

export const MOCK_CHECK: CheckResponse = { userId: 1, isAccountSelected: true, isImpersonation: false };

export const MOCK_ACCOUNT: AccountResponse = {
  account: {
    accountId: MOCK_ACCOUNT_ID,
    subAccountIds: [],
    name: 'Mock Operations',
    isAccountRequired: false,
    isSubAccountsRequired: false,
    timezone: 'America/Los_Angeles',
    measurementSystem: 'us',
    imagePath: null,
    canSwitchAccount: false,
  },
  permissions: [...ALL_PERMISSIONS],
  userRole: 'admin',
};

export const MOCK_ACCOUNTS: AccountsResponse = { accounts: [{ id: MOCK_ACCOUNT_ID, name: 'Mock Operations', subAccounts: [] }] };

export const MOCK_PROFILE: ProfileResponse = {
  name: { first: 'Morgan', last: 'Mock' },
  email: 'mock@example.com',
  phoneNumber: '',
  avatarPath: null,
};

/** Spec 1.7: the default district grades are "1" and "2", both not custom. */
export const MOCK_DEFAULT_GRADES = {
  standardGrades: [
    { gradeId: '1', value: '1', isCustom: false },
    { gradeId: '2', value: '2', isCustom: false },
  ],
};
