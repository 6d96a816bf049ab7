import type { Translate } from '../../i18n/translator';
import { emailRules } from './forms/signInRules';
import { useRuledForm } from './forms/useRuledForm';
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
  const { field, handleSubmit, errors } = useRuledForm({ email: defaultEmail }, emailRules);
  const error = errors.email;
  return (
    <form className="public-form" noValidate onSubmit={handleSubmit(({ email }) => onNext(email))}>
      <TextField label={translate('login.email')} type="email" autoComplete="username" autoFocus error={error && translate(error)} {...field('email')} />
      <button className="public-button" type="submit" disabled={loading}>
        {translate('login.next')}
      </button>
    </form>
  );
}
