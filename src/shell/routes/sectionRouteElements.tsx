import type { ReactNode } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { WithMapsScript } from '../../maps/WithMapsScript';
import { GuardedPage } from './GuardedPage';
import { mapsNeeded, SECTION_ROUTES, type SectionRoute } from './sectionRoutes';

/** A section's page that shows a map opens once the maps script is initialised (spec 2.2). */
function WithMapsWhereNeeded({ section, children }: { section: SectionRoute; children: ReactNode }) {
  const { pathname } = useLocation();
  return mapsNeeded(section, pathname) ? <WithMapsScript>{children}</WithMapsScript> : children;
}

/**
 * The sections as routes, for the main area and for the drawer outlet alike (spec 2.1). A section
 * owns everything under its path (`/rides/123`); a more specific route (`/settings/sso`) wins.
 */
export const sectionRouteElements = SECTION_ROUTES.map((section) => {
  const { path, titleKey, canOpen, Screen, resource } = section;
  const screen = <Screen titleKey={titleKey} resource={resource} />;
  return (
    <Route
      key={path}
      path={`${path}/*`}
      element={<GuardedPage canOpen={canOpen}>{section.maps ? <WithMapsWhereNeeded section={section}>{screen}</WithMapsWhereNeeded> : screen}</GuardedPage>}
    />
  );
});
