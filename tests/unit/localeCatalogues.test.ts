import englishReactAdmin from 'ra-language-english';
import { CATALOGUES, CORE_NAMESPACES, LOCALES, TRANSLATIONS, type Catalogue, type LocaleCode, type MessageTree, type Messages } from '../../i18n';
import { SERVER_TEXTS } from '../../i18n/serverTexts';
import { WRITTEN_FORMS } from '../../i18n/translate';
import { translatorOf } from '../../src/i18n/translator';

/** Key paths of a catalogue, and the text at each. */
function entriesOf(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value as object, `${prefix}${key}.`),
  );
}

const FORMS = ' |||| ';
const placeholdersOf = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

/**
 * How a language writes a text that has English's plural forms: as English does (Spanish), in one
 * form (Vietnamese, Chinese: nouns do not change with the count), or in Arabic's six (zero, one,
 * two, few, many, other: i18n/translate.ts) or in one, where a count is written as a label.
 */
type PluralRule = 'as-english' | 'one-form' | 'arabic';
const ARABIC_FORMS = 6;

/**
 * What is wrong with a translation against its source: keys it lacks (of the namespaces it must
 * translate, and of any other namespace it started), keys the source lacks, and texts whose
 * %{placeholders} or plural forms differ. A language whose nouns do not change with the count
 * (Vietnamese, Chinese) writes one form, which may name fewer placeholders than English's two do
 * together, but never one English lacks, and always those English names in every form.
 */
function catalogueProblems(source: object, translation: object, required: readonly string[] | 'all', plurals: PluralRule): string[] {
  const sourceTexts = new Map(entriesOf(source));
  const texts = new Map(entriesOf(translation));
  const namespaces = new Set([...(required === 'all' ? Object.keys(source) : required), ...Object.keys(translation)]);
  const problems: string[] = [];
  for (const key of sourceTexts.keys()) {
    if (namespaces.has(key.split('.')[0]) && !texts.has(key)) problems.push(`missing ${key}`);
  }
  for (const [key, text] of texts) {
    const english = sourceTexts.get(key);
    if (english === undefined) {
      problems.push(`unknown ${key}`);
      continue;
    }
    const englishForms = english.split(FORMS);
    const forms = text.split(FORMS);
    if (plurals === 'as-english') {
      if (forms.length !== englishForms.length) problems.push(`plural forms of ${key}`);
      else forms.forEach((form, i) => placeholdersOf(form).join() !== placeholdersOf(englishForms[i]).join() && problems.push(`placeholders of ${key}`));
      continue;
    }
    const formCounts = plurals === 'arabic' && englishForms.length > 1 ? [1, ARABIC_FORMS] : [1];
    if (!formCounts.includes(forms.length)) problems.push(`plural forms of ${key}`);
    const allowed = new Set(englishForms.flatMap(placeholdersOf));
    const needed = placeholdersOf(englishForms[0]).filter((name) => englishForms.every((form) => form.includes(name)));
    // Arabic's zero, one and two forms say the count in words ("سجلان"), not as a figure.
    const neededIn = (form: string) => (forms.length === ARABIC_FORMS ? needed.filter((name) => name !== '%{smart_count}') : needed).every((name) => form.includes(name));
    if (forms.some((form) => placeholdersOf(form).some((name) => !allowed.has(name)) || !neededIn(form))) problems.push(`placeholders of ${key}`);
  }
  return problems;
}

const TRANSLATED = LOCALES.filter((locale) => locale.coverage !== 'source');
const RULES: Record<number, PluralRule> = { 2: 'as-english', 1: 'one-form', [ARABIC_FORMS]: 'arabic' };
const pluralRuleOf = (code: LocaleCode): PluralRule => RULES[WRITTEN_FORMS[code]];
const ourPart = (translation: object) => Object.fromEntries(Object.entries(translation).filter(([namespace]) => namespace !== 'ra'));

describe('message catalogues (i18n/): English is the source', () => {
  it.each(TRANSLATED.map((locale) => [locale.code, locale.coverage]))(
    '%s (%s) misses no English key it must have, has none English lacks, and keeps every %%{placeholder}',
    (code, coverage) => {
      const required = coverage === 'complete' ? 'all' : CORE_NAMESPACES;
      expect(catalogueProblems(TRANSLATIONS.en, ourPart(TRANSLATIONS[code]), required, pluralRuleOf(code))).toEqual([]);
    },
  );

  it.each(TRANSLATED.map((locale) => locale.code))("%s has the server's own texts (refusals, mails) with English's keys and placeholders", (code) => {
    expect(catalogueProblems(SERVER_TEXTS.en, SERVER_TEXTS[code], 'all', pluralRuleOf(code))).toEqual([]);
  });

  it.each(TRANSLATED.map((locale) => locale.code))("%s has react-admin's own texts with exactly ra-language-english's keys", (code) => {
    const ra = (TRANSLATIONS[code] as { ra: MessageTree }).ra;
    expect(catalogueProblems({ ra: englishReactAdmin.ra }, { ra }, 'all', pluralRuleOf(code))).toEqual([]);
  });

  it.each(TRANSLATED.filter((locale) => locale.coverage === 'complete').map((locale) => locale.code))('%s, complete, reads every namespace in its own language', (code) => {
    const english = Object.keys(TRANSLATIONS.en).filter((namespace) => CATALOGUES[code][namespace as keyof Catalogue] === TRANSLATIONS.en[namespace as keyof Messages]);
    expect(english).toEqual([]);
  });

  it('picks the one form of a Vietnamese or Chinese text for any count, and the right Spanish form', () => {
    expect(translatorOf('zh', CATALOGUES.zh)('ra.notification.deleted', { smart_count: 3 })).toBe('已删除 3 项');
    expect(translatorOf('vi', CATALOGUES.vi)('ra.notification.deleted', { smart_count: 1 })).toBe('Đã xóa 1 mục');
    expect(translatorOf('es', CATALOGUES.es)('ra.notification.deleted', { smart_count: 1 })).toBe('Elemento eliminado');
    expect(translatorOf('es', CATALOGUES.es)('ra.notification.deleted', { smart_count: 4 })).toBe('4 elementos eliminados');
  });

  it('picks the Arabic form of a count by its plural category: zero, one, two, few, many, other', () => {
    const deleted = (count: number) => translatorOf('ar', CATALOGUES.ar)('global.records.deleted', { smart_count: count, kind: 'رحلة' });
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map(deleted)).toEqual([
      'لم يُحذف أي سجل من رحلة', 'تم حذف سجل واحد من رحلة', 'تم حذف سجلين من رحلة', 'تم حذف 3 سجلات من رحلة', 'تم حذف 10 سجلات من رحلة',
      'تم حذف 11 سجلًا من رحلة', 'تم حذف 99 سجلًا من رحلة', 'تم حذف 100 سجل من رحلة', 'تم حذف 102 سجل من رحلة',
    ]);
    // A text written in fewer forms than the language has takes its last for the others.
    expect(translatorOf('es', { n: 'uno |||| varios' })('n', { smart_count: 1_000_000 })).toBe('varios');
  });

  it('reads an English text a language has not translated yet by English\'s plural rules', () => {
    // A language being added reads the namespaces it has not translated yet in English (i18n/index.ts).
    const untranslated = (locale: LocaleCode) => ({ ...CATALOGUES[locale], records: TRANSLATIONS.en.records });
    const students = (locale: LocaleCode, count: number) => translatorOf(locale, untranslated(locale))('records.stops.count', { smart_count: count });
    expect([students('vi', 12), students('zh', 2), students('ar', 1), students('ar', 3)]).toEqual(['12 students', '2 students', '1 student', '3 students']);
    // And its own: the stops' count and the live map's, in Vietnamese's one form and in Arabic's six.
    expect(translatorOf('ar', CATALOGUES.ar)('records.stops.count', { smart_count: 3 })).toBe('3 طلاب');
    expect(translatorOf('vi', CATALOGUES.vi)('live.map.vehicles', { smart_count: 12 })).toBe('12 xe trên bản đồ');
    expect(translatorOf('ar', CATALOGUES.ar)('live.map.vehicles', { smart_count: 2 })).toBe('مركبتان على الخريطة');
  });
});

describe('the parity check itself', () => {
  const source = { login: { title: 'Welcome to %{product}', count: 'One ride |||| %{smart_count} rides' }, rides: { title: 'Rides' } };

  it('names a missing key, an unknown key, a lost placeholder and a partial optional namespace', () => {
    expect(catalogueProblems(source, { login: { title: 'Bienvenido', extra: 'x' } }, 'all', 'as-english')).toEqual([
      'missing login.count', 'missing rides.title', 'placeholders of login.title', 'unknown login.extra',
    ]);
    expect(catalogueProblems(source, { login: { title: '欢迎使用 %{product}', count: '%{smart_count} 个行程' }, rides: {} }, ['login'], 'one-form')).toEqual(['missing rides.title']);
  });

  it('holds a one-form language to one form, without placeholders English lacks', () => {
    expect(catalogueProblems(source, { login: { title: '%{product}', count: 'a |||| b' } }, ['login'], 'one-form')).toEqual(['plural forms of login.count']);
    expect(catalogueProblems(source, { login: { title: '%{product} %{user}', count: '%{smart_count}' } }, ['login'], 'one-form')).toEqual(['placeholders of login.title']);
    expect(catalogueProblems(source, { login: { title: '%{product}', count: '%{smart_count} 个' } }, ['login'], 'one-form')).toEqual([]);
  });
});
