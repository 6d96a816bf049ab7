import { useState } from 'react';
import { appConfig } from '../../appConfig';
import { rateLimitMessageOr } from './api/apiRequest';
import { fetchAuthProvider, logInWithPassword } from './api/authApi';
import { EmailStep } from './EmailStep';
import { useSingleFlight } from './forms/useSingleFlight';
import { goTo } from './navigation/browserLocation';
import { continueAfterSignIn } from './navigation/enterConsole';
import { parsePublicQuery } from './navigation/publicQuery';
import { ssoStartUrl } from './navigation/relayTarget';
import { PasswordStep } from './PasswordStep';
import type { PublicPageProps } from './PublicPage';
import { ErrorAlert } from './ui/ErrorAlert';
import { PublicCard } from './ui/PublicCard';
import { useLoginGuard } from './useLoginGuard';
import { useTokenLogin } from './useTokenLogin';

/** Sign-in (spec 2.7, 4.1): e-mail, then the password or the single-sign-on provider; or a token in the address. */
export function LoginPage({ translate }: PublicPageProps) {
  const [query] = useState(() => parsePublicQuery(window.location.search));
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState('');
  const [alert, setAlert] = useState<string>();
  const [loading, run] = useSingleFlight();
  const isCheckingSession = useLoginGuard(query, !query.token);
  const isTokenLoginRunning = useTokenLogin(query.token, query.relayState, () => setAlert(translate('login.accountNotRecognized')));

  const requestProvider = (typedEmail: string) =>
    run(async () => {
      setAlert(undefined);
      setEmail(typedEmail);
      try {
        const { provider, redirectUrl } = await fetchAuthProvider(typedEmail);
        if (provider === 'PASSWORD') {
          setStep('password');
          return 'done';
        }
        if (redirectUrl) {
          goTo(ssoStartUrl(redirectUrl, query.relayState));
          return 'leaving';
        }
        setAlert(translate('common.somethingWentWrong'));
      } catch (error) {
        setAlert(rateLimitMessageOr(error, translate('common.somethingWentWrong')));
      }
      return 'done';
    });

  const logIn = (password: string) =>
    run(async () => {
      setAlert(undefined);
      try {
        await logInWithPassword(email, password);
      } catch (error) {
        setAlert(rateLimitMessageOr(error, translate('login.wrongCredentials')));
        return 'done';
      }
      await continueAfterSignIn(query.relayState);
      return 'leaving';
    });

  const editEmail = () => {
    setAlert(undefined);
    setStep('email');
  };

  if (isCheckingSession) return null;
  const banner = query.error === 'user-not-found' && (
    <div className="public-banner" role="alert">
      {translate('login.userNotFound')}
    </div>
  );
  return (
    <PublicCard
      translate={translate}
      title={translate('login.welcome', { product: appConfig().productName })}
      subtitle={translate('login.pleaseSignIn')}
      loading={loading || isTokenLoginRunning}
      banner={banner}
    >
      {alert && <ErrorAlert>{alert}</ErrorAlert>}
      {isTokenLoginRunning ? null : step === 'email' ? (
        <EmailStep translate={translate} defaultEmail={email} loading={loading} onNext={requestProvider} />
      ) : (
        <PasswordStep translate={translate} email={email} loading={loading} onEditEmail={editEmail} onLogIn={logIn} />
      )}
    </PublicCard>
  );
}
