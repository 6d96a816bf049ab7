import { SHELL_PATHS, isNeverReopened } from '../routes/shellPaths';

/**
 * Where home sends the user (spec 2.6): the last stored page unless it is home itself, else the
 * first section the menu shows them, else the "No view permissions" page.
 */
export function homeTarget(lastUrl: string | null, firstMenuPath: string | undefined): string {
  if (lastUrl && !isNeverReopened(new URL(lastUrl, 'http://console.invalid').pathname)) return lastUrl;
  return firstMenuPath ?? SHELL_PATHS.noViewPermissions;
}
