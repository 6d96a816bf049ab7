import { PUBLIC_PATHS } from '../navigation/publicPaths';
import type { PublicPageProps } from '../PublicPage';
import { PublicCard } from '../ui/PublicCard';

/** The end of a password reset or of a new user's setup (spec 2.7, 4.3). */
function PasswordSuccessPage({ translate, title }: PublicPageProps & { title: string }) {
  return (
    <PublicCard translate={translate} title={title}>
      <a className="public-button" href={PUBLIC_PATHS.login}>
        {translate('passwordSuccess.login')}
      </a>
    </PublicCard>
  );
}

export function PasswordResetSuccessPage({ translate }: PublicPageProps) {
  return <PasswordSuccessPage translate={translate} title={translate('passwordSuccess.resetTitle')} />;
}

export function NewUserSuccessPage({ translate }: PublicPageProps) {
  return <PasswordSuccessPage translate={translate} title={translate('passwordSuccess.newUserTitle')} />;
}
