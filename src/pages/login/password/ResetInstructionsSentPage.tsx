import { PUBLIC_PATHS } from '../navigation/publicPaths';
import type { PublicPageProps } from '../PublicPage';
import { PublicCard } from '../ui/PublicCard';

/** After the reset e-mail was requested (spec 2.7). */
export function ResetInstructionsSentPage({ translate }: PublicPageProps) {
  return (
    <PublicCard translate={translate} title={translate('resetInstructionsSent.title')} subtitle={translate('resetInstructionsSent.instructions')}>
      <a className="public-link" href={PUBLIC_PATHS.login}>
        {translate('common.returnToLogin')}
      </a>
    </PublicCard>
  );
}
