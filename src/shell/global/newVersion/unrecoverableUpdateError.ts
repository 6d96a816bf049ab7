/** Spec 4.7: when an update error was found unrecoverable, kept for whoever looks into it. */
export const UNRECOVERABLE_UPDATE_ERROR_KEY = 'appUpdateUnrecoverableErrorAt';

export function recordUnrecoverableUpdateError(storage: Pick<Storage, 'setItem'>, at: Date): void {
  try {
    storage.setItem(UNRECOVERABLE_UPDATE_ERROR_KEY, at.toISOString());
  } catch {
    // The popup still opens.
  }
}
