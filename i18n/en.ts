/** English is the source catalogue: every other locale has exactly these keys. */
export const en = {
  app: {
    portal: '%{product} Portal',
    language: 'Language',
  },
  login: {
    welcome: 'Welcome to %{product}',
    pleaseSignIn: 'Please sign in',
    email: 'Email',
    next: 'Next',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
  },
  pages: {
    pageNotFound: 'Page not found',
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every locale must fill: the same keys as English, any text. */
export type Messages = Catalogue<typeof en>;
