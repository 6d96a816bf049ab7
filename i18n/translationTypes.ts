import type { Messages } from './en';
import type { LocaleCoverage } from './locales';

/** The sign-in pages' namespaces: every locale writes them in its `signIn` module, which those pages load alone. */
export const SIGN_IN_NAMESPACES = [
  'app', 'common', 'login', 'selectAccount', 'logout', 'forgotPassword', 'resetInstructionsSent', 'passwordSetup', 'passwordSuccess',
] as const satisfies readonly (keyof Messages)[];

export type SignInTexts = Pick<Messages, (typeof SIGN_IN_NAMESPACES)[number]>;

/**
 * The namespaces a `core` locale must translate: the sign-in pages, the console's frame and its
 * errors and popups. The others (resources, choices, rides, vehicles, maps, live) may be left out
 * whole, and then read in English; a namespace that is there is complete (a test checks it).
 */
export const CORE_NAMESPACES = [...SIGN_IN_NAMESPACES, 'pages', 'shell', 'global'] as const satisfies readonly (keyof Messages)[];

export type CoreNamespace = (typeof CORE_NAMESPACES)[number];

/** Nested texts. react-admin's own (`ra.*`) have the keys of ra-language-english, which a test compares. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** react-admin's texts travel with each translation; English's come with react-admin itself. */
interface WithReactAdmin {
  ra: MessageTree;
}

export type CompleteTranslation = Messages & WithReactAdmin;

export type CoreTranslation = Pick<Messages, CoreNamespace> & Partial<Omit<Messages, CoreNamespace>> & WithReactAdmin;

/** What a locale of a given coverage must hold, so that the compiler names a missing namespace. */
export type TranslationFor<C extends LocaleCoverage> = C extends 'source' ? Messages : C extends 'complete' ? CompleteTranslation : CoreTranslation;
