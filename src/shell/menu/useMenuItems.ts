import { useMemo } from 'react';
import { visibleMenuItems, type MenuItemDefinition } from '../../../permissions/menu';
import { useConsoleAbility } from '../ability/useConsoleAccess';
import { useWorkQueueFirstLink } from './workQueueLink';

/**
 * The side menu's items for this user, in order (spec 2.4), the work queue pointing at the user's
 * first item. `isPending` until it is known whether there is one.
 */
export function useMenuItems(): { items: MenuItemDefinition[]; isPending: boolean } {
  const ability = useConsoleAbility();
  const workQueue = useWorkQueueFirstLink();
  const items = useMemo(
    () => visibleMenuItems(ability, workQueue.link !== null).map((item) => (item.key === 'workQueue' && workQueue.link ? { ...item, path: workQueue.link } : item)),
    [ability, workQueue.link],
  );
  return { items, isPending: workQueue.isPending };
}
