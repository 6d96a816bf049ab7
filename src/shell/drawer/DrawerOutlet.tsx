import { useLocation } from 'react-router-dom';
import { onDemand, useNeededOnce } from '../global/onDemand';
import { drawerOutletOf } from './drawerUrl';

const SectionDrawer = onDemand(() => import('./SectionDrawer').then((module) => module.SectionDrawer));

/** The drawer outlet (spec 2.1): its panel is fetched the first time an address opens it. */
export function DrawerOutlet() {
  const { search } = useLocation();
  return useNeededOnce(drawerOutletOf(search) !== null) ? <SectionDrawer /> : null;
}
