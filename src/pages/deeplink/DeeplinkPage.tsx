import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callConsoleApi } from '../../providers/consoleApi';
import { drawerHref } from '../../shell/drawer/drawerUrl';
import { SectionSpinner } from '../../shell/layout/SectionSpinner';
import { SHELL_PATHS } from '../../shell/routes/shellPaths';
import { appErrorOf, type ErrorScreenState } from '../errors/appError';

/** The one screen a deeplink can name (spec 2.9). */
const RIDE_DETAILS_SCREEN = 'ride-details';

/** The ride drawer over the rides list, as the rides list itself opens it. */
const rideDrawerHref = (rideId: number) => drawerHref({ pathname: '/rides', search: '' }, `/rides/${rideId}/show`);

/** The error screen with spec 8's text, keeping what the server said underneath it. */
function rideNotFoundState(error: unknown, text: string): ErrorScreenState {
  return { error: { ...appErrorOf(error), text } };
}

/**
 * 'deeplink' (spec 2.9): `?screen=ride-details&rideDisplayId=…` looks the ride up by the number
 * people see, within the user's tenant, and opens its drawer; anything else is a page not found, and
 * a ride that cannot be found is spec 8's error page. Each outcome replaces the deeplink in the
 * history, so "back" does not resolve it again.
 */
export default function DeeplinkPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const screen = search.get('screen');
  const rideDisplayId = search.get('rideDisplayId');

  useEffect(() => {
    if (screen !== RIDE_DETAILS_SCREEN || !rideDisplayId) {
      navigate(SHELL_PATHS.pageNotFound, { replace: true });
      return undefined;
    }
    let current = true;
    callConsoleApi<{ rideId: number }>(`/api/rides/lookup?${new URLSearchParams({ rideDisplayId })}`).then(
      ({ rideId }) => current && navigate(rideDrawerHref(rideId), { replace: true }),
      (error: unknown) => current && navigate(SHELL_PATHS.error, {
        replace: true,
        state: rideNotFoundState(error, translate('utility.deeplink.rideNotFound', { rideDisplayId })),
      }),
    );
    return () => {
      current = false;
    };
  }, [screen, rideDisplayId, navigate, translate]);

  return <SectionSpinner />;
}
