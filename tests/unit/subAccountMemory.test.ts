import { allChosenState, chooseAll, defaultSubAccountIds, initialSelection, rememberAccountsPreset } from '../../src/pages/login/selectAccount/accountSelection';
import { rememberedSubAccountsOf, rememberSubAccounts } from '../../src/pages/login/selectAccount/subAccountMemory';
import { memoryStorage } from '../helpers/memoryStorage';

const SUMMIT = { id: 11, name: 'Summit Student Transportation', subAccounts: [{ id: 101, name: 'North Yard' }, { id: 102, name: 'South Yard' }, { id: 103, name: 'East Yard' }] };
const BRIGHT_PATH = { id: 12, name: 'Bright Path Bus Co.', subAccounts: [{ id: 201, name: 'Main Yard' }] };
const NO_ACCOUNT_YET = { accountId: null, subAccountIds: [], name: '', isAccountRequired: true, isSubAccountsRequired: true, timezone: 'America/Chicago', imagePath: null, canSwitchAccount: true };

describe('the yards a user chose last time (select account, switch account)', () => {
  it('ticks the yards this user last chose in the account, of those it still has; another user or account starts empty', () => {
    const storage = memoryStorage();
    rememberSubAccounts(storage, 3, { accountId: 11, subAccountIds: [101, 103, 999] });
    expect(initialSelection([SUMMIT], NO_ACCOUNT_YET, rememberedSubAccountsOf(storage, 3))).toEqual({ accountId: '11', subAccountIds: [101, 103] });
    expect(defaultSubAccountIds(SUMMIT, rememberedSubAccountsOf(storage, 4))).toEqual([]);
    expect(defaultSubAccountIds({ ...SUMMIT, id: 13 }, rememberedSubAccountsOf(storage, 3))).toEqual([]);
  });

  it("still chooses an account's only yard, and reads a damaged entry as nothing", () => {
    const storage = memoryStorage();
    expect(defaultSubAccountIds(BRIGHT_PATH, rememberedSubAccountsOf(storage, 3))).toEqual([201]);
    storage.setItem('lastSubAccounts:3:11', '{not json');
    expect(defaultSubAccountIds(SUMMIT, rememberedSubAccountsOf(storage, 3))).toEqual([]);
  });

  it("keeps its own keys, apart from spec 4.9's accountsPreset", () => {
    const storage = memoryStorage();
    rememberAccountsPreset('?accountsPreset=ab', storage);
    rememberSubAccounts(storage, 3, { accountId: 11, subAccountIds: [102] });
    expect(storage.getItem('accountsPreset')).toBe('ab');
    rememberAccountsPreset('?accountsPreset=null', storage);
    expect(rememberedSubAccountsOf(storage, 3)(11)).toEqual([102]);
  });

  it('"All yards" is ticked when every yard is, mixed when some are, and ticks or unticks them all', () => {
    expect([allChosenState(SUMMIT.subAccounts, []), allChosenState(SUMMIT.subAccounts, [102]), allChosenState(SUMMIT.subAccounts, [103, 101, 102])]).toEqual(['none', 'some', 'all']);
    expect([chooseAll(SUMMIT.subAccounts, true), chooseAll(SUMMIT.subAccounts, false)]).toEqual([[101, 102, 103], []]);
  });
});
