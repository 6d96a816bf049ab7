import type { LocaleCode } from './locales';

/** A text of the console in one language: what react-admin's `translate` is, on the server too. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * How many `||||` forms a language's own texts write (tests/unit/localeCatalogues.test.ts holds each
 * catalogue to it). A text with another number is English's, from a namespace the language has not
 * translated yet, and takes its form by English's rules: "12 vehicles on the map", not "12 vehicle".
 */
export const WRITTEN_FORMS: Readonly<Record<LocaleCode, number>> = { en: 2, es: 2, vi: 1, zh: 1, ar: 6 };

/** CLDR's plural categories in the order a text writes its `||||` forms (Polyglot's order for Arabic's six). */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const pluralRules = new Map<string, { rules: Intl.PluralRules; categories: Intl.LDMLPluralRule[] }>();

/**
 * Which of a text's `||||` forms a count takes in a language: its plural category (Intl.PluralRules,
 * CLDR), counted among the categories the language has, in CATEGORY_ORDER — English and Spanish
 * "one |||| other", Arabic "zero |||| one |||| two |||| few |||| many |||| other", Vietnamese and
 * Chinese one form for every count. A text with fewer forms takes its last.
 */
export function pluralForm(locale: string, count: number, forms: number): number {
  let known = pluralRules.get(locale);
  if (!known) {
    const rules = new Intl.PluralRules(locale);
    const categories = CATEGORY_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category));
    pluralRules.set(locale, (known = { rules, categories }));
  }
  return Math.min(known.categories.indexOf(known.rules.select(count)), forms - 1);
}

function lookup(catalogue: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

/**
 * A translator over a catalogue already at hand, reading texts as react-admin's Polyglot does —
 * `%{name}` placeholders, `smart_count` choosing among `||||` forms, `_` as the text when the key is
 * missing, else the key itself — without Polyglot and the shims it brings.
 */
export function translatorOf(locale: LocaleCode, catalogue: object): Translate {
  return (key, params = {}) => {
    const found = lookup(catalogue, key);
    let phrase = typeof found === 'string' ? found : typeof params._ === 'string' ? params._ : key;
    if (typeof params.smart_count === 'number' && phrase.includes('||||')) {
      const forms = phrase.split('||||').map((form) => form.trim());
      phrase = forms[pluralForm(forms.length === WRITTEN_FORMS[locale] ? locale : 'en', params.smart_count, forms.length)];
    }
    return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
