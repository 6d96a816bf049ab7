import { useEffect } from 'react';
import { useLocation } from 'react-admin';
import { appConfig } from '../../../appConfig';
import { telemetry } from '../../../providers/telemetry/telemetry';
import { useConsoleSession } from '../../ConsoleSessionGate';

/** The user identified in this tab already; a reload of the page is the same session. */
export const IDENTIFIED_USER_KEY = 'telemetry.identifiedUser';

function identifyOncePerSession(userId: number): void {
  const storage = window.sessionStorage;
  if (storage.getItem(IDENTIFIED_USER_KEY) === String(userId)) return;
  telemetry().identify(userId, { gitVersion: appConfig().version });
  storage.setItem(IDENTIFIED_USER_KEY, String(userId));
}

/** Spec 1.7, 7.8: the user is identified with the app's version, and every page view is tracked. */
export function usePageTracking(): void {
  const { pathname } = useLocation();
  const { check } = useConsoleSession();

  useEffect(() => identifyOncePerSession(check.userId), [check.userId]);

  useEffect(() => telemetry().page(pathname), [pathname]);
}
