import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ensureUiBuilt } from '../scripts/uiBuild';
import { launchBrowser } from '../tests/helpers/browser';
import { startTestServer } from '../tests/helpers/testServer';

const LOGIN_BUDGET = 80 * 1024;
const SHELL_BUDGET = 400 * 1024;

/** The JavaScript a page downloads until it is idle, gzip-compressed as a server would send it. */
async function scriptBytes(page: Page, open: () => Promise<void>): Promise<{ files: number; gzip: number }> {
  const scripts: Promise<number>[] = [];
  const listener = (response: import('playwright-core').Response) => {
    if (response.url().endsWith('.js')) scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  };
  page.on('response', listener);
  await open();
  // The console keeps a socket and update checks going, so "network idle" never comes: the load is
  // over once a second passes without another script.
  let count = -1;
  while (count !== scripts.length) {
    count = scripts.length;
    await page.waitForTimeout(1000);
  }
  page.off('response', listener);
  const sizes = await Promise.all(scripts);
  return { files: sizes.length, gzip: sizes.reduce((sum, size) => sum + size, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * First load in Chromium, cold cache: the login route's JavaScript and the signed-in shell's (the
 * dashboard of the operator admin, whose menu has every section), against their budgets.
 */
export async function firstLoadBenchmark(): Promise<void> {
  await ensureUiBuilt();
  const server = await startTestServer({ role: 'admin' });
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    const login = await scriptBytes(page, async () => {
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Email').waitFor();
    });
    const shell = await scriptBytes(page, async () => {
      await page.getByLabel('Email').fill('admin@example.com');
      await page.keyboard.press('Enter');
      await page.getByLabel('Password').fill('Transit-Demo-2026');
      await page.keyboard.press('Enter');
      await page.getByLabel('Account').selectOption({ label: 'Transitline Operations' });
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    });
    const row = (label: string, figures: { files: number; gzip: number }, budget: number) =>
      console.log(`${label.padEnd(40)} ${kb(figures.gzip).padStart(9)} in ${String(figures.files).padStart(2)} files   budget ${kb(budget)}   ${figures.gzip <= budget ? 'met' : 'MISSED'}`);
    row('login route JavaScript (gzip)', login, LOGIN_BUDGET);
    row('signed-in shell, more (gzip)', shell, SHELL_BUDGET - login.gzip);
    row('signed-in shell, in all (gzip)', { files: login.files + shell.files, gzip: login.gzip + shell.gzip }, SHELL_BUDGET);
  } finally {
    await browser.close();
    await server.stop();
  }
}
