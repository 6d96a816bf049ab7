import englishReactAdmin from 'ra-language-english';
import type { Page } from 'playwright-core';
import { CATALOGUES, TRANSLATIONS, type LocaleCode } from '../../i18n';
import { openInConsole } from './consoleSignIn';

/** Every text of a catalogue tree. */
const textsOf = (tree: object): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value as object)));

/**
 * The English texts a screen in `locale` must not show: English's own (the console's and
 * react-admin's) that have no %{placeholder} and a word of three letters or more, less those the
 * language writes the same (a code, a brand: "CSV", "OneRoster").
 */
export function englishLeftIn(locale: LocaleCode): string[] {
  const own = new Set(textsOf(CATALOGUES[locale]).flatMap((text) => text.split('||||').map((form) => form.trim())));
  const english = [...textsOf(TRANSLATIONS.en), ...textsOf(englishReactAdmin)].flatMap((text) => text.split('||||').map((form) => form.trim()));
  return [...new Set(english)].filter((text) => !text.includes('%{') && /[A-Za-z]{3}/.test(text) && !own.has(text));
}

/** What one screen shows wrong in a language: English texts of the catalogue, and labels cut off or spilling out of their box. */
export interface ScreenProblems {
  english: string[];
  overflowing: string[];
}

/**
 * Reads the screen as drawn: each text node, and each label a screen reader or a tooltip gives
 * (aria-label, title, placeholder), against `english`; and each control, tab, chip, heading,
 * column head and field label whose text is wider than its box.
 */
export function screenProblems(page: Page, english: string[]): Promise<ScreenProblems> {
  return page.evaluate((texts) => {
    const englishTexts = new Set(texts);
    const seen = new Set<string>();
    // Drawn, and not a record's own text: a reference's name in a list is data, whatever its language.
    const elements = [...document.body.querySelectorAll('*')].filter((element) => element.getClientRects().length > 0 && element.closest('script, style, [aria-hidden="true"], tbody a') === null);
    for (const element of elements) {
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) seen.add((node.textContent ?? '').trim());
      for (const name of ['aria-label', 'title', 'placeholder']) seen.add((element.getAttribute(name) ?? '').trim());
    }
    const english = [...seen].filter((text) => englishTexts.has(text));
    const boxes = document.querySelectorAll('button, [role="tab"], [role="menuitem"], .MuiChip-label, th, h1, h2, h3, h6, label, .MuiTypography-root');
    const overflowing = [...boxes].filter((box) => {
      const style = getComputedStyle(box);
      const shown = box.getClientRects().length > 0 && style.visibility !== 'hidden';
      return shown && (box.textContent ?? '').trim() !== '' && !['auto', 'scroll'].includes(style.overflowX) && box.scrollWidth > box.clientWidth + 1;
    }).map((box) => (box.textContent ?? '').trim());
    return { english, overflowing };
  }, english);
}

/** The console's pages a signed-in page's menu leads to, as paths. */
export function menuPaths(page: Page): Promise<string[]> {
  return page.getByRole('navigation').first().locator('a[href]')
    .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
}

/** A section's own pages its screen links to: its new record's form and its first record. */
export async function sectionPages(page: Page, section: string): Promise<string[]> {
  const linked = await page.locator('a[href]').evaluateAll((links, base) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname).filter((to) => to.startsWith(`${base}/`)), section);
  return [linked.find((to) => to.endsWith('/create')), linked.find((to) => /\/\d+(\/show)?$/.test(to))].filter((to): to is string => to !== undefined);
}

/**
 * Opens a path as the console's links do and waits until it has settled: no progress bar or
 * skeleton left, and the drawing still for a moment.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await openInConsole(page, path);
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].some((bar) => bar.getClientRects().length > 0), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(250);
}
