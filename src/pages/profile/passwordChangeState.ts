import { appErrorOf, type AppError } from '../errors/appError';

/** Spec 3, "Change password state", moved as spec 4.4 says. */
export interface PasswordChangeState {
  isLoading: boolean;
  isChangedSuccessfully: boolean;
  error: PasswordChangeError | null;
}

/** The text shown in the critical alert, and the failure it stands for. */
export interface PasswordChangeError {
  text: string;
  originalError: AppError['originalError'];
}

/** Not loading, not successful, no error: where the profile and the form start again. */
export const INITIAL_PASSWORD_CHANGE: PasswordChangeState = { isLoading: false, isChangedSuccessfully: false, error: null };

export const PASSWORD_CHANGE_REQUESTED: PasswordChangeState = { isLoading: true, isChangedSuccessfully: false, error: null };

export const PASSWORD_CHANGED: PasswordChangeState = { isLoading: false, isChangedSuccessfully: true, error: null };

export function passwordChangeFailed(text: string, failure: unknown): PasswordChangeState {
  return { isLoading: false, isChangedSuccessfully: false, error: { text, originalError: appErrorOf(failure)?.originalError } };
}
