import { useAbility } from '@casl/react';
import { useMemo } from 'react';
import type { AppAbility } from '../../../permissions/defineAbility';
import { useConsoleSession } from '../ConsoleSessionGate';
import type { ConsoleAccess } from './consoleAccess';

/** The signed-in account's ability, provided once per session by App. */
export function useConsoleAbility(): AppAbility {
  return useAbility<AppAbility>();
}

export function useConsoleAccess(): ConsoleAccess {
  const ability = useConsoleAbility();
  const { userRole } = useConsoleSession().account;
  return useMemo(() => ({ ability, userRole }), [ability, userRole]);
}
