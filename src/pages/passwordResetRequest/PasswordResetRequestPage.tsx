import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { requestDevPasswordReset } from '../login/api/authApi';
import { serverMessageOr } from '../login/api/apiRequest';
import { PUBLIC_PATHS } from '../login/navigation/publicPaths';
import { SectionHeading } from '../sections/SectionHeading';
import { useConsoleSession } from '../../shell/ConsoleSessionGate';
import { loadPage } from '../../shell/global/browserNavigation';

/**
 * Development and sandbox only (spec 2.9), inside the console's frame (spec 2.1): a password-setup
 * link for the signed-in user, to try the new-user flow without e-mail. Other environments refuse
 * the request and the server says so.
 */
export default function PasswordResetRequestPage() {
  const translate = useTranslate();
  const { check } = useConsoleSession();
  const setupLink = useMutation({
    mutationFn: () => requestDevPasswordReset(check.userId),
    onSuccess: ({ token }) => loadPage(`${PUBLIC_PATHS.newUser}?token=${encodeURIComponent(token)}`),
  });
  return (
    <>
      <SectionHeading>{translate('utility.passwordResetRequest.title')}</SectionHeading>
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          {setupLink.isError && <Alert severity="error" sx={{ mb: 2 }}>{serverMessageOr(setupLink.error, translate('common.somethingWentWrong'))}</Alert>}
          <Button variant="contained" disableElevation disabled={setupLink.isPending || setupLink.isSuccess} onClick={() => setupLink.mutate()}>
            {translate('utility.passwordResetRequest.setupNewUser')}
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
