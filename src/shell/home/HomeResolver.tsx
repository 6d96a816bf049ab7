import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useConsoleSession } from '../ConsoleSessionGate';
import { useMenuItems } from '../menu/useMenuItems';
import { homeTarget } from './homeTarget';
import { lastVisitedUrl } from './lastVisitedUrl';
import { prefetchDefaultGrades } from './initialLoad';

/**
 * `/` and `/home` (spec 2.6): nothing of its own; it sends the user on to their last page, their
 * first section, or "No view permissions". Admin and enterprise users also start the extra initial
 * load here.
 */
export function HomeResolver() {
  const { check, account } = useConsoleSession();
  const { items, isPending } = useMenuItems();
  const queryClient = useQueryClient();
  const { userRole } = account;
  useEffect(() => {
    if (userRole === 'admin' || userRole === 'enterprise') prefetchDefaultGrades(queryClient);
  }, [queryClient, userRole]);

  const lastUrl = lastVisitedUrl(window.localStorage, { userId: check.userId, accountId: account.account.accountId });
  // The work queue may be the only item; wait to know before choosing the first one.
  if (!lastUrl && isPending) return null;
  return <Navigate to={homeTarget(lastUrl, items[0]?.path)} replace />;
}
