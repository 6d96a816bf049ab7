import { act, fireEvent, render } from '@testing-library/react';
import { isPublicPath, normalizedPath } from '../../src/pages/login/navigation/publicPaths';
import { CATALOGUES } from '../../i18n';
import { translatorOf } from '../../src/i18n/translator';
import PublicPage from '../../src/pages/login/PublicPage';

/**
 * Shared by the sign-in page tests. Each test file also mocks `navigation/browserLocation`, because
 * jsdom cannot navigate: `goTo` and `replaceWith` become spies.
 */

export const NOT_SIGNED_IN = { message: 'Not signed in', code: 'auth/not-signed-in', contextId: 'test-context' };

/** Opens a sign-in page at an address the way src/main.tsx does, in StrictMode like the real entry. */
export function openPublicPage(url: string, locale: 'en' | 'es' = 'en') {
  window.history.replaceState(null, '', url);
  const path = normalizedPath(window.location.pathname);
  if (!isPublicPath(path)) throw new Error(`${path} is not a sign-in page`);
  return render(<PublicPage path={path} initialLocale={locale} initialTranslate={translatorOf(locale, CATALOGUES[locale])} />, { reactStrictMode: true });
}

/**
 * What a browser does when Enter is pressed in a form field (implicit submission, HTML spec): the
 * form is submitted through its default button, and not at all while that button is disabled.
 * jsdom does not implement it.
 */
export function pressEnter(field: HTMLElement) {
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
  const form = (field as HTMLInputElement).form;
  const defaultButton = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (form && defaultButton && !defaultButton.disabled) act(() => form.requestSubmit(defaultButton));
}

export function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}
