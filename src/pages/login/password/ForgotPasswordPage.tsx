import { useState } from 'react';
import { serverMessageOr } from '../api/apiRequest';
import { sendPasswordResetEmail } from '../api/authApi';
import { emailRules } from '../forms/signInRules';
import { useRuledForm } from '../forms/useRuledForm';
import { useSingleFlight } from '../forms/useSingleFlight';
import { goTo } from '../navigation/browserLocation';
import { PUBLIC_PATHS } from '../navigation/publicPaths';
import { parsePublicQuery } from '../navigation/publicQuery';
import type { PublicPageProps } from '../PublicPage';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PublicCard } from '../ui/PublicCard';
import { TextField } from '../ui/TextField';

/** Asks for password reset instructions by e-mail (spec 2.7, 4.3), starting from the e-mail typed at sign-in. */
export function ForgotPasswordPage({ translate }: PublicPageProps) {
  const [alert, setAlert] = useState<string>();
  const [loading, run] = useSingleFlight();
  const { field, handleSubmit, errors } = useRuledForm(() => ({ email: parsePublicQuery(window.location.search).email ?? '' }), emailRules);
  const error = errors.email;

  const submit = ({ email }: { email: string }) =>
    run(async () => {
      setAlert(undefined);
      try {
        await sendPasswordResetEmail(email);
      } catch (failure) {
        setAlert(serverMessageOr(failure, translate('forgotPassword.failed')));
        return 'done';
      }
      goTo(PUBLIC_PATHS.resetInstructionsSent);
      return 'leaving';
    });

  return (
    <PublicCard translate={translate} title={translate('forgotPassword.title')} subtitle={translate('forgotPassword.instructions')} loading={loading}>
      {alert && <ErrorAlert>{alert}</ErrorAlert>}
      <form className="public-form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField label={translate('login.email')} type="email" autoComplete="username" autoFocus error={error && translate(error)} {...field('email')} />
        <button className="public-button" type="submit" disabled={loading}>
          {translate('forgotPassword.submit')}
        </button>
        <a className="public-link" href={PUBLIC_PATHS.login}>
          {translate('common.returnToLogin')}
        </a>
      </form>
    </PublicCard>
  );
}
