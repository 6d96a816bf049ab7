import { useMemo } from 'react';
import type { SessionAccount } from '../../../../permissions/accountContext';
import { appConfig } from '../../../appConfig';
import type { Translate } from '../../../i18n/translator';
import { selectAccountRules, type AccountSelection } from '../forms/signInRules';
import { useRuledForm } from '../forms/useRuledForm';
import { defaultSubAccountIds, initialSelection, type AccountOption, type RememberedSubAccounts } from './accountSelection';
import { SubAccountChoices } from './SubAccountChoices';

interface SelectAccountFormProps {
  translate: Translate;
  accounts: AccountOption[];
  current: SessionAccount;
  /** What the user chose last time in each account: the sub-accounts ticked to begin with. */
  remembered: RememberedSubAccounts;
  loading: boolean;
  onSubmit: (selection: AccountSelection) => void;
}

/** What a portal's sub-accounts are called. */
const SUB_ACCOUNTS_LABEL = { vendor: 'selectAccount.yards', enterprise: 'selectAccount.campuses', admin: 'selectAccount.subAccounts' } as const;
const ALL_SUB_ACCOUNTS_LABEL = { vendor: 'selectAccount.allYards', enterprise: 'selectAccount.allCampuses', admin: 'selectAccount.allSubAccounts' } as const;

/** The account, and its sub-accounts when they are required (spec 2.7, 4.2). */
export function SelectAccountForm({ translate, accounts, current, remembered, loading, onSubmit }: SelectAccountFormProps) {
  const rules = useMemo(() => selectAccountRules(current.isSubAccountsRequired), [current]);
  const { values, errors, field, setValue, handleSubmit } = useRuledForm(() => initialSelection(accounts, current, remembered), rules);
  const accountOf = (id: string) => accounts.find((account) => String(account.id) === id);
  const accountError = errors.accountId;
  const chooseAccount = field('accountId');

  return (
    <form className="public-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <label className="public-field">
        <span>{translate('selectAccount.account')}</span>
        <select
          aria-invalid={Boolean(accountError)}
          {...chooseAccount}
          onChange={(event) => {
            chooseAccount.onChange(event);
            setValue('subAccountIds', defaultSubAccountIds(accountOf(event.target.value), remembered));
          }}
        >
          <option value="" disabled>
            {translate('selectAccount.chooseAccount')}
          </option>
          {accounts.map((account) => (
            <option key={account.id} value={String(account.id)}>
              {account.name}
            </option>
          ))}
        </select>
      </label>
      {accountError && (
        <p className="public-field-error" role="alert">
          {translate(accountError)}
        </p>
      )}
      {current.isSubAccountsRequired && values.accountId && (
        <SubAccountChoices
          legend={translate(SUB_ACCOUNTS_LABEL[appConfig().userRole])}
          allLabel={translate(ALL_SUB_ACCOUNTS_LABEL[appConfig().userRole])}
          options={accountOf(values.accountId)?.subAccounts ?? []}
          value={values.subAccountIds}
          onChange={(chosen) => setValue('subAccountIds', chosen)}
          error={errors.subAccountIds && translate(errors.subAccountIds)}
        />
      )}
      <button className="public-button" type="submit" disabled={loading}>
        {translate('selectAccount.submit')}
      </button>
    </form>
  );
}
