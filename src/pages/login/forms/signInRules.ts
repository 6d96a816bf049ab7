import type { SelectAccountRequest } from '../../../../permissions/accountContext';
import { isPasswordLongEnough, PASSWORD_LENGTH_MESSAGE } from '../../../../permissions/passwordRule';
import type { AccountSelectionInput } from '../selectAccount/accountSelection';

/*
 * The validation rules of spec 5 for the sign-in pages, as plain functions: a form library and a
 * schema library would be most of the login route's JavaScript. Messages are catalogue keys,
 * translated where they are shown, so that the rules stay independent of the language.
 */

/** Field name → the catalogue key of the first rule that field breaks. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** The values to send when every rule holds (as sent: trimmed, numbers), else each field's error. */
export type RuleOutcome<Values, Output> = { valid: true; values: Output } | { valid: false; errors: FieldErrors<Values> };

export type FormRules<Values, Output> = (values: Values) => RuleOutcome<Values, Output>;

/** A valid e-mail address as HTML defines it for `type="email"` inputs. */
const EMAIL_FORMAT = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function outcome<Values, Output>(errors: FieldErrors<Values>, values: () => Output): RuleOutcome<Values, Output> {
  return Object.values(errors).some(Boolean) ? { valid: false, errors } : { valid: true, values: values() };
}

/** Login and forgot-password e-mail: required, a valid format, sent trimmed. */
export function emailRules({ email }: { email: string }): RuleOutcome<{ email: string }, { email: string }> {
  const trimmed = email.trim();
  const error = !trimmed ? 'login.emailRequired' : EMAIL_FORMAT.test(trimmed) ? undefined : 'login.emailInvalid';
  return outcome({ email: error }, () => ({ email: trimmed }));
}

/** Login password: required. */
export function loginPasswordRules({ password }: { password: string }): RuleOutcome<{ password: string }, { password: string }> {
  return outcome({ password: password ? undefined : 'login.passwordRequired' }, () => ({ password }));
}

export interface PasswordSetupInput {
  password: string;
  confirmPassword: string;
}

/**
 * Password setup: both fields required, the password as long as the one password rule asks
 * (permissions/passwordRule.ts; its message takes PASSWORD_LENGTH_MESSAGE.params), the confirmation
 * equal to the password.
 */
export function passwordSetupRules({ password, confirmPassword }: PasswordSetupInput): RuleOutcome<PasswordSetupInput, { password: string }> {
  const passwordError = !password ? 'passwordSetup.passwordRequired' : isPasswordLongEnough(password) ? undefined : PASSWORD_LENGTH_MESSAGE.key;
  const confirmError = !confirmPassword ? 'passwordSetup.confirmRequired' : confirmPassword === password ? undefined : 'passwordSetup.mismatch';
  return outcome({ password: passwordError, confirmPassword: confirmError }, () => ({ password }));
}

export type AccountSelection = Omit<SelectAccountRequest, 'relayState'>;

/** Select account: an account, and at least one sub-account where the session requires them. */
export function selectAccountRules(isSubAccountsRequired: boolean): FormRules<AccountSelectionInput, AccountSelection> {
  return ({ accountId, subAccountIds }) =>
    outcome(
      {
        accountId: accountId ? undefined : 'selectAccount.accountRequired',
        subAccountIds: isSubAccountsRequired && subAccountIds.length === 0 ? 'selectAccount.subAccountsRequired' : undefined,
      },
      () => ({ accountId: Number(accountId), subAccountIds }),
    );
}
