import { array, number, object, ref, string } from 'yup';

/*
 * The validation rules of spec 5. Messages are catalogue keys, translated where they are shown, so
 * that the rules stay independent of the language.
 */

const email = string().trim().required('login.emailRequired').email('login.emailInvalid');

export const loginEmailSchema = object({ email });

export const loginPasswordSchema = object({ password: string().required('login.passwordRequired') });

export const forgotPasswordSchema = object({ email });

export const passwordSetupSchema = object({
  password: string().required('passwordSetup.passwordRequired'),
  confirmPassword: string()
    .required('passwordSetup.confirmRequired')
    .oneOf([ref('password')], 'passwordSetup.mismatch'),
});

export function selectAccountSchema(isSubAccountsRequired: boolean) {
  const subAccountIds = array(number().required()).required();
  return object({
    accountId: number().typeError('selectAccount.accountRequired').required('selectAccount.accountRequired'),
    subAccountIds: isSubAccountsRequired ? subAccountIds.min(1, 'selectAccount.subAccountsRequired') : subAccountIds,
  });
}
