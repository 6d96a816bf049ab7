import type { Browser, BrowserContext } from 'playwright-core';

/**
 * A browser context of its own (nothing cached, nothing stored) at a desktop's size, holding
 * `cookies` for `url`, ready for the functions the browser benchmarks send to its pages.
 */
export async function freshContext(browser: Browser, url: string, cookies: [string, string][]): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(cookies.map(([name, value]) => ({ name, value, url })));
  // tsx, which runs the benchmarks, keeps functions' names by wrapping them in `__name(…)`, and the
  // function sent to the page carries those calls: the page gets a `__name` that leaves them as they are.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return context;
}
