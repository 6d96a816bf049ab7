import type { Translate } from '../../i18n/translator';
import { loginPasswordRules } from './forms/signInRules';
import { useRuledForm } from './forms/useRuledForm';
import { forgotPasswordHref } from './navigation/publicPaths';
import { TextField } from './ui/TextField';

interface PasswordStepProps {
  translate: Translate;
  email: string;
  loading: boolean;
  onEditEmail: () => void;
  /** Called only with a non-empty password (spec 5). */
  onLogIn: (password: string) => void;
}

/** Login step 2, for users who sign in with a password. */
export function PasswordStep({ translate, email, loading, onEditEmail, onLogIn }: PasswordStepProps) {
  const { field, handleSubmit, errors } = useRuledForm({ password: '' }, loginPasswordRules);
  const error = errors.password;
  return (
    <form className="public-form" noValidate onSubmit={handleSubmit(({ password }) => onLogIn(password))}>
      {/* Kept as a field (read-only) so that password managers pair the password with this e-mail. */}
      <TextField label={translate('login.email')} type="email" name="email" autoComplete="username" value={email} readOnly />
      <button className="public-link public-link-end" type="button" onClick={onEditEmail}>
        {translate('login.editEmail')}
      </button>
      <TextField
        label={translate('login.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={error && translate(error)}
        {...field('password')}
      />
      <button className="public-button" type="submit" disabled={loading}>
        {translate('login.logIn')}
      </button>
      <a className="public-link" href={forgotPasswordHref(email)}>
        {translate('login.forgotPassword')}
      </a>
    </form>
  );
}
