import { object, ref, string } from 'yup';

/** Spec 9: the shortest new password the form accepts (the server's own rule may ask for more). */
export const MIN_NEW_PASSWORD_LENGTH = 6;

/** Spec 5, change password, reading A. Messages are catalogue keys, translated where shown. */
export const changePasswordSchema = object({
  currentPassword: string().required('shell.profile.currentRequired'),
  newPassword: string().required('shell.profile.newRequired').min(MIN_NEW_PASSWORD_LENGTH, 'shell.profile.newTooShort'),
  confirmNewPassword: string().required('shell.profile.confirmRequired').oneOf([ref('newPassword')], 'shell.profile.mismatch'),
});

export interface PasswordChangeState {
  loading: boolean;
  isChangedSuccessfully: boolean;
  error: string | null;
}

/** Spec 4.4: not loading, not successful, no error. */
export const INITIAL_PASSWORD_CHANGE: PasswordChangeState = { loading: false, isChangedSuccessfully: false, error: null };
