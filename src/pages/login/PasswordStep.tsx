import { useForm } from 'react-hook-form';
import type { Translate } from '../../i18n/translator';
import { loginPasswordSchema } from './forms/formSchemas';
import { yupResolver } from './forms/yupResolver';
import { PUBLIC_PATHS } from './navigation/publicPaths';
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
  const { register, handleSubmit, formState } = useForm({ defaultValues: { password: '' }, resolver: yupResolver(loginPasswordSchema) });
  const error = formState.errors.password?.message;
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
        {...register('password')}
      />
      <button className="public-button" type="submit" disabled={loading}>
        {translate('login.logIn')}
      </button>
      <a className="public-link" href={PUBLIC_PATHS.forgotPassword}>
        {translate('login.forgotPassword')}
      </a>
    </form>
  );
}
