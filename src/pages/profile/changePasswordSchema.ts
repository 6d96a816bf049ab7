import { object, ref, string } from 'yup';
import { MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE } from '../../../permissions/passwordRule';

/**
 * Spec 5, change password, reading A, with the new password held to the one password rule (8, not
 * the spec's 6: see permissions/passwordRule.ts). Messages are catalogue keys, translated where shown.
 */
export const changePasswordSchema = object({
  currentPassword: string().required('shell.profile.currentRequired'),
  newPassword: string().required('shell.profile.newRequired').min(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE.key),
  confirmNewPassword: string().required('shell.profile.confirmRequired').oneOf([ref('newPassword')], 'shell.profile.mismatch'),
});
