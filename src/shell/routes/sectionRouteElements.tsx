import { Route } from 'react-router-dom';
import { GuardedPage } from './GuardedPage';
import { SECTION_ROUTES } from './sectionRoutes';

/**
 * The sections as routes, for the main area and for the drawer outlet alike (spec 2.1). A section
 * owns everything under its path (`/rides/123`); a more specific route (`/settings/sso`) wins.
 */
export const sectionRouteElements = SECTION_ROUTES.map(({ path, titleKey, canOpen, Screen, resource }) => (
  <Route
    key={path}
    path={`${path}/*`}
    element={
      <GuardedPage canOpen={canOpen}>
        <Screen titleKey={titleKey} resource={resource} />
      </GuardedPage>
    }
  />
));
