import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { dataProvider as consoleDataProvider } from '../../providers/dataProvider';
import { prefetchRecordAt } from '../../resources/recordPrefetch';
import { useConsoleAbility } from '../ability/useConsoleAccess';
import { useNeededOnce } from '../global/onDemand';
import { drawerOutletOf } from './drawerUrl';
import { SectionDrawer } from './sectionDrawerCode';

/**
 * The drawer outlet (spec 2.1): its panel is fetched the first time an address opens it, and what the
 * record it opens shows is asked for at once, beside the panel's code (a ride's drawer).
 */
export function DrawerOutlet() {
  const { search } = useLocation();
  const path = drawerOutletOf(search)?.path ?? null;
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<typeof consoleDataProvider>();
  const ability = useConsoleAbility();
  useEffect(() => {
    if (path) prefetchRecordAt(path, queryClient, dataProvider, ability);
  }, [path, queryClient, dataProvider, ability]);
  return useNeededOnce(drawerOutletOf(search) !== null) ? <SectionDrawer /> : null;
}
