import type { LocaleCode } from '../../i18n';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { signInOn, type DemoEmail } from '../helpers/consoleSignIn';
import { englishLeftIn, menuPaths, openSettled, screenProblems, sectionPages } from '../helpers/languageSweep';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(600_000);

/**
 * The operator admin, whose menu holds every section, in the languages whose text runs longest
 * (Spanish, Vietnamese) or the other way (Arabic); and every other demo role in one language, for
 * its portal's own pages, Chinese among them. Each at a desktop or a small laptop's width, both
 * widths read in every language but Chinese, the shortest, read at the narrower: every page of the
 * role's menu, and each section's new record's form and first record. An English text left on a
 * screen is left in every language, so one language's sweep of a screen finds it.
 */
const SWEEPS: { email: DemoEmail; locale: LocaleCode; width: number }[] = [
  { email: 'admin@example.com', locale: 'ar', width: 1280 },
  { email: 'admin@example.com', locale: 'es', width: 800 },
  { email: 'admin@example.com', locale: 'vi', width: 1280 },
  { email: 'vendor@example.com', locale: 'vi', width: 800 },
  { email: 'yard@example.com', locale: 'es', width: 1280 },
  { email: 'district@example.com', locale: 'zh', width: 800 },
  { email: 'school@example.com', locale: 'ar', width: 800 },
];

describeWhen(browserRequirement, 'every screen in each language: no English left, no text spilling out of its box (docs/architecture.md "Languages")', () => {
  const bed = consoleAndBrowserForSuite();

  it.each(SWEEPS)('$email in $locale at $width px', async ({ email, locale, width }) => {
    const page = await (await bed.browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await signInOn(page, bed, email);
    const sections = await menuPaths(page);
    expect(sections.length).toBeGreaterThan(5);
    // The user's own language, as the profile sets it: the console opens in it from then on.
    expect(await page.evaluate(async (code) => (await fetch('/api/profile/language', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: code }) })).status, locale)).toBe(204);
    await page.reload();
    await page.getByRole('navigation').first().waitFor();
    const english = englishLeftIn(locale);
    const problems: Record<string, object> = {};
    const read = async (path: string) => {
      await openSettled(page, path);
      const found = await screenProblems(page, english);
      if (found.english.length || found.overflowing.length) {
        problems[path] = found;
        await keepScreenshot(page, `language-sweep-${locale}-${path.replace(/\W+/g, '-')}`);
      }
    };
    try {
      for (const section of sections) {
        await read(section);
        for (const path of await sectionPages(page, section)) await read(path);
      }
    } finally {
      // The user signs in again in another case: in English, as its sign-in expects.
      await page.evaluate(() => fetch('/api/profile/language', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'en' }) }));
      await page.context().close();
    }
    expect(problems).toEqual({});
  });

  it('finds an English text and a label wider than its button when a screen has them', async () => {
    const page = await (await bed.browser.newContext({ viewport: { width: 800, height: 600 } })).newPage();
    await page.setContent(`<body><p>Guardians</p><button style="width: 40px; white-space: nowrap; overflow: hidden">Añadir filtro</button><p aria-label="Go to next page">›</p><p>Tutores</p></body>`);
    expect(await screenProblems(page, englishLeftIn('es'))).toEqual({ english: ['Guardians', 'Go to next page'], overflowing: ['Añadir filtro'] });
    await page.context().close();
  });
});
