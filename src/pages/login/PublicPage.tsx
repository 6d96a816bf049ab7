import type { ComponentType } from 'react';
import type { Translate } from '../../i18n/translator';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { PUBLIC_PATHS, type PublicPath } from './navigation/publicPaths';
import { ForgotPasswordPage } from './password/ForgotPasswordPage';
import { PasswordResetRequestPage } from './password/PasswordResetRequestPage';
import { NewUserPasswordPage, ResetPasswordPage } from './password/PasswordSetupPage';
import { NewUserSuccessPage, PasswordResetSuccessPage } from './password/PasswordSuccessPage';
import { ResetInstructionsSentPage } from './password/ResetInstructionsSentPage';
import { SelectAccountPage } from './selectAccount/SelectAccountPage';

export interface PublicPageProps {
  translate: Translate;
}

const PAGES: Record<PublicPath, ComponentType<PublicPageProps>> = {
  [PUBLIC_PATHS.login]: LoginPage,
  [PUBLIC_PATHS.selectAccount]: SelectAccountPage,
  [PUBLIC_PATHS.logout]: LogoutPage,
  [PUBLIC_PATHS.forgotPassword]: ForgotPasswordPage,
  [PUBLIC_PATHS.resetInstructionsSent]: ResetInstructionsSentPage,
  [PUBLIC_PATHS.resetPassword]: ResetPasswordPage,
  [PUBLIC_PATHS.newUser]: NewUserPasswordPage,
  [PUBLIC_PATHS.passwordResetSuccess]: PasswordResetSuccessPage,
  [PUBLIC_PATHS.newUserSuccess]: NewUserSuccessPage,
  [PUBLIC_PATHS.passwordResetRequest]: PasswordResetRequestPage,
};

/**
 * The sign-in family page for an address. All of them are one chunk: they share their form and
 * request code, and one download beats a string of small ones.
 */
export default function PublicPage({ path, translate }: PublicPageProps & { path: PublicPath }) {
  const Page = PAGES[path];
  return <Page translate={translate} />;
}
