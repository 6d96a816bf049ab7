import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import { appConfig } from '../../appConfig';
import { loadSignInTranslator, rememberLocale, showDocumentLanguage, type Translate } from '../../i18n/translator';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { PUBLIC_PATHS, type PublicPath } from './navigation/publicPaths';
import { ForgotPasswordPage } from './password/ForgotPasswordPage';
import { NewUserPasswordPage, ResetPasswordPage } from './password/PasswordSetupPage';
import { NewUserSuccessPage, PasswordResetSuccessPage } from './password/PasswordSuccessPage';
import { ResetInstructionsSentPage } from './password/ResetInstructionsSentPage';
import { SelectAccountPage } from './selectAccount/SelectAccountPage';
import { PublicLanguageContext } from './ui/LanguageSelect';

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
};

/**
 * The sign-in family page for an address, in the language chosen on this browser (the switcher on
 * every page changes it at once). All of them are one chunk: they share their form and request
 * code, and one download beats a string of small ones.
 */
export default function PublicPage({ path, initialLocale, initialTranslate }: { path: PublicPath; initialLocale: LocaleCode; initialTranslate: Translate }) {
  const [{ locale, translate }, setLanguage] = useState({ locale: initialLocale, translate: initialTranslate });
  const language = useMemo(() => ({
    locale,
    // The page turns when the chosen language's texts are in; until then it stays as it was.
    choose: (chosen: LocaleCode) => {
      rememberLocale(chosen);
      void loadSignInTranslator(chosen).then((loaded) => setLanguage({ locale: chosen, translate: loaded }));
    },
  }), [locale]);
  useEffect(() => {
    showDocumentLanguage(locale);
    document.title = translate('app.portal', { product: appConfig().productName });
  }, [locale, translate]);

  const Page = PAGES[path];
  return (
    <PublicLanguageContext.Provider value={language}>
      <Page translate={translate} />
    </PublicLanguageContext.Provider>
  );
}
