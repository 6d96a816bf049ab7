import type { AuthProvider } from 'react-admin';
import type { AppAbility } from '../../../permissions/defineAbility';
import { createAuthProvider } from '../../providers/authProvider';
import type { ConsoleSession } from '../loadConsoleSession';
import { canAccessWith } from './canAccess';

/** The session's authProvider, with react-admin's access checks answered by the same ability as the menu. */
export function consoleAuthProvider(session: ConsoleSession, ability: AppAbility): AuthProvider {
  return {
    ...createAuthProvider(session),
    canAccess: async (params) => canAccessWith(ability, params),
  };
}
