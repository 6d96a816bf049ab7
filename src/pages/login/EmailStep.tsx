import { useForm } from 'react-hook-form';
import type { Translate } from '../../i18n/translator';
import { loginEmailSchema } from './forms/formSchemas';
import { yupResolver } from './forms/yupResolver';
import { TextField } from './ui/TextField';

interface EmailStepProps {
  translate: Translate;
  /** The e-mail typed before, when the user comes back with "Edit email". */
  defaultEmail: string;
  loading: boolean;
  /** Called with the trimmed e-mail, only when it is valid (spec 5). */
  onNext: (email: string) => void;
}

/** Login step 1: the e-mail that decides how the user signs in. */
export function EmailStep({ translate, defaultEmail, loading, onNext }: EmailStepProps) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { email: defaultEmail }, resolver: yupResolver(loginEmailSchema) });
  const error = formState.errors.email?.message;
  return (
    <form className="public-form" noValidate onSubmit={handleSubmit(({ email }) => onNext(email))}>
      <TextField label={translate('login.email')} type="email" autoComplete="username" autoFocus error={error && translate(error)} {...register('email')} />
      <button className="public-button" type="submit" disabled={loading}>
        {translate('login.next')}
      </button>
    </form>
  );
}
