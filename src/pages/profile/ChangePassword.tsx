import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AUTH_ERRORS } from '../../../permissions/accountContext';
import { ApiError, serverMessageOr } from '../login/api/apiRequest';
import { yupResolver } from '../../forms/yupResolver';
import { PASSWORD_LENGTH_MESSAGE } from '../../../permissions/passwordRule';
import { changePasswordSchema } from './changePasswordSchema';
import { PASSWORD_CHANGE_REQUESTED, PASSWORD_CHANGED, passwordChangeFailed, type PasswordChangeState } from './passwordChangeState';
import { changePassword } from './profileApi';

interface ChangePasswordProps {
  state: PasswordChangeState;
  setState(state: PasswordChangeState): void;
  reset(): void;
}

interface PasswordFieldProps {
  label: string;
  error?: string;
  /** What the field asks for, shown until an error takes its place. */
  hint?: string;
  registration: UseFormRegisterReturn;
  autoComplete: string;
}

function PasswordField({ label, error, hint, registration, autoComplete }: PasswordFieldProps) {
  const { ref, ...field } = registration;
  return <TextField {...field} inputRef={ref} type="password" label={label} autoComplete={autoComplete} error={Boolean(error)} helperText={error ?? hint} fullWidth />;
}

/** Spec 2.8, 4.4, 5 (reading A), 8: change password, the server's word in a critical alert. */
export function ChangePassword({ state, setState, reset }: ChangePasswordProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  useEffect(reset, [reset]);
  const { register, handleSubmit, formState } = useForm({
    mode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    resolver: yupResolver(changePasswordSchema),
  });
  const errorOf = (field: keyof typeof formState.errors) => {
    const message = formState.errors[field]?.message;
    return message ? translate(message, PASSWORD_LENGTH_MESSAGE.params) : undefined;
  };

  const save = async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    setState(PASSWORD_CHANGE_REQUESTED);
    try {
      await changePassword(currentPassword, newPassword);
    } catch (failure) {
      const wrongPassword = failure instanceof ApiError && failure.code === AUTH_ERRORS.wrongPassword;
      setState(passwordChangeFailed(wrongPassword ? translate('shell.profile.wrongPassword') : serverMessageOr(failure, translate('shell.profile.changeFailed')), failure));
      return;
    }
    setState(PASSWORD_CHANGED);
    navigate('..');
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(save)} sx={{ maxWidth: 420 }}>
      <Typography variant="h6" component="h2">{translate('shell.profile.securityTitle')}</Typography>
      {state.error && <Alert severity="error" role="alert">{state.error.text}</Alert>}
      <PasswordField label={translate('shell.profile.currentPassword')} autoComplete="current-password" error={errorOf('currentPassword')} registration={register('currentPassword')} />
      <PasswordField label={translate('shell.profile.newPassword')} autoComplete="new-password" error={errorOf('newPassword')} hint={translate(PASSWORD_LENGTH_MESSAGE.key, PASSWORD_LENGTH_MESSAGE.params)} registration={register('newPassword', { deps: 'confirmNewPassword' })} />
      <PasswordField label={translate('shell.profile.confirmNewPassword')} autoComplete="new-password" error={errorOf('confirmNewPassword')} registration={register('confirmNewPassword')} />
      <Stack direction="row" spacing={1.5} justifyContent="flex-end">
        <Button onClick={() => navigate('..')}>{translate('shell.profile.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid} loading={state.isLoading}>{translate('shell.profile.save')}</Button>
      </Stack>
    </Stack>
  );
}
