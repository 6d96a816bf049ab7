import type { LocaleCode } from './locales';

/** A text of the console in one language: what react-admin's `translate` is, on the server too. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Languages whose "one |||| many" texts pick the second form for any count but 1; the others have one form. */
const ONE_AND_OTHER: ReadonlySet<LocaleCode> = new Set(['en', 'es']);

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
      phrase = forms[ONE_AND_OTHER.has(locale) && params.smart_count !== 1 ? 1 : 0] ?? forms[0];
    }
    return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
