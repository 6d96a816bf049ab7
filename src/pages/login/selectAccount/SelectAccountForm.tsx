import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { SelectAccountRequest, SessionAccount } from '../../../../permissions/accountContext';
import { appConfig } from '../../../appConfig';
import type { Translate } from '../../../i18n/translator';
import { selectAccountSchema } from '../forms/formSchemas';
import { yupResolver } from '../forms/yupResolver';
import { defaultSubAccountIds, initialSelection, type AccountOption, type AccountSelectionInput } from './accountSelection';
import { SubAccountChoices } from './SubAccountChoices';

export type AccountSelection = Omit<SelectAccountRequest, 'relayState'>;

interface SelectAccountFormProps {
  translate: Translate;
  accounts: AccountOption[];
  current: SessionAccount;
  loading: boolean;
  onSubmit: (selection: AccountSelection) => void;
}

/** What a portal's sub-accounts are called. */
const SUB_ACCOUNTS_LABEL = { vendor: 'selectAccount.yards', enterprise: 'selectAccount.campuses', admin: 'selectAccount.subAccounts' } as const;

/** The account, and its sub-accounts when they are required (spec 2.7, 4.2). */
export function SelectAccountForm({ translate, accounts, current, loading, onSubmit }: SelectAccountFormProps) {
  const resolver = useMemo(() => yupResolver<AccountSelection, AccountSelectionInput>(selectAccountSchema(current.isSubAccountsRequired)), [current]);
  const { register, handleSubmit, control, setValue, formState } = useForm<AccountSelectionInput, unknown, AccountSelection>({
    defaultValues: initialSelection(accounts, current),
    resolver,
  });
  const accountId = useWatch({ control, name: 'accountId' });
  const accountOf = (id: string) => accounts.find((account) => String(account.id) === id);
  const accountError = formState.errors.accountId?.message;

  return (
    <form className="public-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <label className="public-field">
        <span>{translate('selectAccount.account')}</span>
        <select
          aria-invalid={Boolean(accountError)}
          {...register('accountId', { onChange: (event) => setValue('subAccountIds', defaultSubAccountIds(accountOf(event.target.value))) })}
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
      {current.isSubAccountsRequired && accountId && (
        <Controller
          control={control}
          name="subAccountIds"
          render={({ field, fieldState }) => (
            <SubAccountChoices
              legend={translate(SUB_ACCOUNTS_LABEL[appConfig().userRole])}
              options={accountOf(accountId)?.subAccounts ?? []}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message && translate(fieldState.error.message)}
            />
          )}
        />
      )}
      <button className="public-button" type="submit" disabled={loading}>
        {translate('selectAccount.submit')}
      </button>
    </form>
  );
}
