import { en } from '../i18n/en';

/**
 * A catalogue text in English with its %{placeholders} filled: for a message the API answers with
 * that says what a console screen says too (a password rule), in the same words.
 */
export function englishText({ key, params = {} }: { key: string; params?: Readonly<Record<string, string | number>> }): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  if (typeof text !== 'string') throw new Error(`No English text for ${key}`);
  return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}
