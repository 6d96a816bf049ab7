import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessDeniedPage } from '../../pages/errors/statusPages';
import { DrawerAccessDenied } from '../../pages/errors/DrawerAccessDenied';
import { openToAll, type AccessRule } from '../ability/consoleAccess';
import { useConsoleAccess } from '../ability/useConsoleAccess';
import { useConsoleSession } from '../ConsoleSessionGate';
import { useDrawerControls } from '../drawer/drawerControls';
import { forgetVisit, rememberVisit } from '../home/lastVisitedUrl';

interface GuardedPageProps {
  canOpen?: AccessRule;
  children: ReactNode;
}

/**
 * The permission guard of spec 2.2: "Access denied" in place of a page the user may not open, in
 * its drawer version inside the drawer. A page that opens becomes the one home reopens (spec 2.6);
 * one that no longer opens stops being it, or "Go home" would lead straight back to it.
 */
export function GuardedPage({ canOpen = openToAll, children }: GuardedPageProps) {
  const access = useConsoleAccess();
  const inDrawer = useDrawerControls() !== null;
  const allowed = canOpen(access);
  if (inDrawer) return allowed ? children : <DrawerAccessDenied />;
  return (
    <>
      <RememberVisit allowed={allowed} />
      {allowed ? children : <AccessDeniedPage />}
    </>
  );
}

function RememberVisit({ allowed }: { allowed: boolean }) {
  const { pathname, search } = useLocation();
  const { check, account } = useConsoleSession();
  const userId = check.userId;
  const accountId = account.account.accountId;
  useEffect(() => {
    const remember = allowed ? rememberVisit : forgetVisit;
    remember(window.localStorage, { userId, accountId }, pathname, search);
  }, [allowed, pathname, search, userId, accountId]);
  return null;
}
