import { useEffect, useState } from 'react';
import { PASSWORD_LENGTH_MESSAGE } from '../../../../permissions/passwordRule';
import { serverMessageOr } from '../api/apiRequest';
import { setPasswordWithToken } from '../api/authApi';
import { passwordSetupRules } from '../forms/signInRules';
import { useRuledForm } from '../forms/useRuledForm';
import { useSingleFlight } from '../forms/useSingleFlight';
import { dropQueryParam, replaceWith } from '../navigation/browserLocation';
import { PUBLIC_PATHS } from '../navigation/publicPaths';
import { parsePublicQuery } from '../navigation/publicQuery';
import type { PublicPageProps } from '../PublicPage';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PublicCard } from '../ui/PublicCard';
import { TextField } from '../ui/TextField';

interface PasswordSetupTexts {
  title: string;
  instructions: string;
  submit: string;
  successPath: string;
}

const RESET: PasswordSetupTexts = {
  title: 'passwordSetup.resetTitle',
  instructions: 'passwordSetup.resetInstructions',
  submit: 'passwordSetup.resetSubmit',
  successPath: PUBLIC_PATHS.passwordResetSuccess,
};

const NEW_USER: PasswordSetupTexts = {
  title: 'passwordSetup.newUserTitle',
  instructions: 'passwordSetup.newUserInstructions',
  submit: 'passwordSetup.newUserSubmit',
  successPath: PUBLIC_PATHS.newUserSuccess,
};

/** Sets a password with the e-mailed `?token=` (spec 2.7, 4.3); the route decides the texts. */
function PasswordSetupPage({ translate, texts }: PublicPageProps & { texts: PasswordSetupTexts }) {
  // Read once and kept in memory: the token leaves the address bar so that it stays out of the history.
  const [token] = useState(() => parsePublicQuery(window.location.search).token);
  useEffect(() => dropQueryParam('token'), []);
  const [alert, setAlert] = useState<string>();
  const [loading, run] = useSingleFlight();
  const { field, handleSubmit, errors } = useRuledForm({ password: '', confirmPassword: '' }, passwordSetupRules);

  const submit = ({ password }: { password: string }) =>
    run(async () => {
      if (!token) return 'done';
      setAlert(undefined);
      try {
        await setPasswordWithToken(token, password);
      } catch (failure) {
        setAlert(serverMessageOr(failure, translate('passwordSetup.failed')));
        return 'done';
      }
      // Replaced, not pushed: Back must not return to a form whose token is spent.
      replaceWith(texts.successPath);
      return 'leaving';
    });

  return (
    <PublicCard translate={translate} title={translate(texts.title)} subtitle={translate(texts.instructions)} loading={loading}>
      {!token && <ErrorAlert>{translate('passwordSetup.missingToken')}</ErrorAlert>}
      {alert && <ErrorAlert>{alert}</ErrorAlert>}
      <form className="public-form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={translate('passwordSetup.password')}
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={translate(PASSWORD_LENGTH_MESSAGE.key, PASSWORD_LENGTH_MESSAGE.params)}
          error={errors.password && translate(errors.password, PASSWORD_LENGTH_MESSAGE.params)}
          {...field('password')}
        />
        <TextField
          label={translate('passwordSetup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword && translate(errors.confirmPassword)}
          {...field('confirmPassword')}
        />
        <button className="public-button" type="submit" disabled={loading || !token}>
          {translate(texts.submit)}
        </button>
      </form>
    </PublicCard>
  );
}

export function ResetPasswordPage({ translate }: PublicPageProps) {
  return <PasswordSetupPage translate={translate} texts={RESET} />;
}

export function NewUserPasswordPage({ translate }: PublicPageProps) {
  return <PasswordSetupPage translate={translate} texts={NEW_USER} />;
}
