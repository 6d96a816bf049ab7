import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHELL_PATHS } from '../../shell/routes/shellPaths';
import { appErrorOf, type ErrorScreenState } from './appError';

/** The generic error action of spec 8: open /error showing this error. */
export function useShowErrorScreen(): (error: unknown) => void {
  const navigate = useNavigate();
  return useCallback((error: unknown) => {
    const state: ErrorScreenState = { error: appErrorOf(error) ?? { text: null } };
    navigate(SHELL_PATHS.error, { state });
  }, [navigate]);
}
