import { useEffect, useState } from 'react';
import { serverMessageOr } from '../api/apiRequest';
import { fetchAuthCheck, requestDevPasswordReset } from '../api/authApi';
import { useSingleFlight } from '../forms/useSingleFlight';
import { goTo, replaceWith } from '../navigation/browserLocation';
import { PUBLIC_PATHS } from '../navigation/publicPaths';
import { loginUrl } from '../navigation/relayTarget';
import type { PublicPageProps } from '../PublicPage';
import { ErrorAlert } from '../ui/ErrorAlert';
import { PublicCard } from '../ui/PublicCard';

/**
 * Development and sandbox only (spec 2.9): a password-setup link for the signed-in user, to try the
 * new-user flow without e-mail. Other environments refuse the request and the server says so.
 */
export function PasswordResetRequestPage({ translate }: PublicPageProps) {
  const [userId, setUserId] = useState<number>();
  const [alert, setAlert] = useState<string>();
  const [loading, run] = useSingleFlight();

  useEffect(() => {
    let cancelled = false;
    fetchAuthCheck().then(
      (check) => {
        if (cancelled) return;
        if (check) setUserId(check.userId);
        else replaceWith(loginUrl(PUBLIC_PATHS.passwordResetRequest));
      },
      (failure: unknown) => {
        if (!cancelled) setAlert(serverMessageOr(failure, translate('common.somethingWentWrong')));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [translate]);

  const requestSetupLink = () =>
    run(async () => {
      if (userId === undefined) return 'done';
      setAlert(undefined);
      try {
        const { token } = await requestDevPasswordReset(userId);
        goTo(`${PUBLIC_PATHS.newUser}?token=${encodeURIComponent(token)}`);
        return 'leaving';
      } catch (failure) {
        setAlert(serverMessageOr(failure, translate('common.somethingWentWrong')));
        return 'done';
      }
    });

  return (
    <PublicCard translate={translate} title={translate('passwordResetRequest.title')} loading={loading || (userId === undefined && !alert)}>
      {alert && <ErrorAlert>{alert}</ErrorAlert>}
      <button className="public-button" type="button" disabled={loading || userId === undefined} onClick={requestSetupLink}>
        {translate('passwordResetRequest.setupNewUser')}
      </button>
    </PublicCard>
  );
}
