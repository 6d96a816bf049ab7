import { useEffect, useRef } from 'react';
import { logOut } from './api/authApi';
import { replaceWith } from './navigation/browserLocation';
import { PUBLIC_PATHS } from './navigation/publicPaths';
import type { PublicPageProps } from './PublicPage';
import { PublicCard } from './ui/PublicCard';

/** Signs out (spec 2.7) and lands on the login page, even when the server could not be reached. */
export function LogoutPage({ translate }: PublicPageProps) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logOut()
      .catch(() => undefined)
      .then(() => replaceWith(PUBLIC_PATHS.login));
  }, []);
  return <PublicCard translate={translate} title={translate('logout.signingOut')} loading />;
}
