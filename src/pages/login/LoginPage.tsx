import { useState, type FormEvent } from 'react';
import { appConfig } from '../../appConfig';
import type { Translate } from '../../i18n/translator';
import './publicPages.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-in, step 1 (spec 2.7): the e-mail that decides how the user signs in. */
export function LoginPage({ translate }: { translate: Translate }) {
  const { productName } = appConfig();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) setError(translate('login.emailRequired'));
    else if (!EMAIL_PATTERN.test(trimmed)) setError(translate('login.emailInvalid'));
    else setError(undefined);
  };

  return (
    <main className="public-page">
      <form className="public-card" onSubmit={submit} noValidate>
        <img className="public-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1>{translate('login.welcome', { product: productName })}</h1>
        <p className="public-subtitle">{translate('login.pleaseSignIn')}</p>
        <label className="public-field">
          <span>{translate('login.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={email}
            aria-invalid={Boolean(error)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        {error && <p className="public-field-error" role="alert">{error}</p>}
        <button className="public-button" type="submit">{translate('login.next')}</button>
      </form>
    </main>
  );
}
