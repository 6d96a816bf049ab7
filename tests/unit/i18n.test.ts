import { CATALOGUES, LOCALES } from '../../i18n';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('message catalogues', () => {
  const english = keysOf(CATALOGUES.en).sort();

  it.each(LOCALES.filter((l) => l.code !== 'en').map((l) => l.code))('%s has exactly the keys English has', (code) => {
    const keys = keysOf(CATALOGUES[code]).sort();
    expect(keys.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(LOCALES.map((l) => l.code))('%s keeps every %{placeholder} of the English text', (code) => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of english) {
      expect([key, placeholders(lookup(CATALOGUES[code], key))]).toEqual([key, placeholders(lookup(CATALOGUES.en, key))]);
    }
  });
});
