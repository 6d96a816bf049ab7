import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureUiBuilt } from '../scripts/uiBuild';
import { launchBrowser } from '../tests/helpers/browser';
import { startTestServer } from '../tests/helpers/testServer';
import { buildBaseline, serveBaseline, type BaselineVariant } from './first-load/baselineApp';
import { beyond, gzipTotal, noScripts, scriptsDownloaded, together, type ScriptDownloads } from './first-load/scriptDownloads';

const LOGIN_BUDGET = 80 * 1024;
const SHELL_BUDGET = 400 * 1024;

/** Sections opened once the shell has settled, each on a page of its own: two generated from declarations, two written by hand. */
const SECTIONS_TO_OPEN = [
  { label: 'Rides', path: '/rides' },
  { label: 'Vehicles', path: '/vehicles' },
  { label: 'Reports', path: '/reports' },
  { label: 'Live map', path: '/live-map' },
];

interface ConsoleFigures {
  login: ScriptDownloads;
  /** Everything the visit fetched up to the signed-in dashboard, the login route's files included. */
  shell: ScriptDownloads;
  /** What each section fetched beyond the shell. */
  sections: { label: string; downloads: ScriptDownloads }[];
}

async function coldPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The login route, then signing in as the operator admin to the dashboard, then a few sections. */
async function measureConsole(browser: Browser, url: string): Promise<ConsoleFigures> {
  const page = await coldPage(browser);
  const login = await scriptsDownloaded(page, async () => {
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').waitFor();
  });
  const signingIn = await scriptsDownloaded(page, async () => {
    await page.getByLabel('Email').fill('admin@example.com');
    await page.keyboard.press('Enter');
    await page.getByLabel('Password').fill('Transit-Demo-2026');
    await page.keyboard.press('Enter');
    await page.getByLabel('Account').selectOption({ label: 'Transitline Operations' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
  const shell = together(login, signingIn);
  const sections = [];
  for (const { label, path: sectionPath } of SECTIONS_TO_OPEN) {
    // A page of its own in the same visit: what the section needs, whichever sections came before.
    const sectionPage = await page.context().newPage();
    const downloads = await scriptsDownloaded(sectionPage, async () => {
      await sectionPage.goto(`${url}${sectionPath}`);
      await sectionPage.getByRole('navigation', { name: 'Main menu' }).waitFor();
    });
    await sectionPage.close();
    sections.push({ label, downloads: beyond(downloads, shell) });
  }
  await page.context().close();
  return { login, shell, sections };
}

interface BaselineFigures {
  firstPage: ScriptDownloads;
  /** For the lazy variant, what opening <Admin> adds; nothing for the eager one. */
  opened: ScriptDownloads;
}

/** A baseline variant, built and served on its own, opened on its list of posts. */
async function measureBaseline(browser: Browser, variant: BaselineVariant, outDir: string): Promise<BaselineFigures> {
  await buildBaseline(variant, outDir);
  const server = await serveBaseline(outDir);
  const page = await coldPage(browser);
  try {
    const firstPage = await scriptsDownloaded(page, async () => {
      await page.goto(`${server.url}/${variant}.html`);
      await (variant === 'eager' ? page.getByText('First post') : page.getByRole('button', { name: 'Open' })).waitFor();
    });
    const opened =
      variant === 'eager'
        ? noScripts
        : await scriptsDownloaded(page, async () => {
            await page.getByRole('button', { name: 'Open' }).click();
            await page.getByText('First post').waitFor();
          });
    return { firstPage, opened };
  } finally {
    await page.context().close();
    await server.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const files = (downloads: ScriptDownloads) => `${downloads.size} files`;

function compare(label: string, ours: ScriptDownloads, baseline: ScriptDownloads, budget: number): void {
  console.log(
    `${label.padEnd(32)} ${kb(gzipTotal(ours)).padStart(9)} (${files(ours).padStart(8)})   ${kb(gzipTotal(baseline)).padStart(9)} (${files(baseline).padStart(8)})   ${(gzipTotal(ours) / gzipTotal(baseline)).toFixed(2).padStart(5)}   ${kb(budget).padStart(9)}   ${gzipTotal(ours) <= budget ? 'met' : 'MISSED'}`,
  );
}

/** Whether each section fetched code of its own when opened, and how much of the build the shell left for later. */
function reportSplit(figures: ConsoleFigures): void {
  const built = fs.readdirSync(path.resolve('dist/assets')).filter((name) => name.endsWith('.js'));
  const fetched = new Set([...figures.shell.keys()].map((url) => path.basename(new URL(url).pathname)));
  console.log(`\nsections as lazy chunks: the signed-in shell fetched ${fetched.size} of the build's ${built.length} JavaScript files; ${built.length - fetched.size} wait for the screens that need them`);
  for (const { label, downloads } of figures.sections) {
    const verdict = downloads.size > 0 ? 'lazy: its code is not in the shell' : 'NOT lazy: nothing beyond the shell, its code came with it';
    console.log(`  ${label.padEnd(10)} fetched ${files(downloads).padStart(8)} ${kb(gzipTotal(downloads)).padStart(9)} beyond the shell   ${verdict}`);
  }
}

/**
 * First load in Chromium, cold cache: the login route's JavaScript and the signed-in shell's (the
 * dashboard of the operator admin, whose menu has every section), against their budgets and against
 * a bare react-admin app built by the same vite in the same run: the login route beside that app's
 * first page with <Admin> lazy behind it, the shell beside the app with <Admin> in its entry.
 */
export async function firstLoadBenchmark(): Promise<void> {
  await ensureUiBuilt();
  // A NODE_ENV of test or development left in the environment would build React's development files.
  process.env.NODE_ENV = 'production';
  const baselineDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-first-load-'));
  const server = await startTestServer({ role: 'admin' });
  const browser = await launchBrowser();
  try {
    const ours = await measureConsole(browser, server.url);
    const eager = await measureBaseline(browser, 'eager', path.join(baselineDir, 'eager'));
    const lazy = await measureBaseline(browser, 'lazy', path.join(baselineDir, 'lazy'));

    console.log(`${''.padEnd(32)} ${'ours'.padStart(20)}   ${'baseline'.padStart(20)}   ratio   ${'budget'.padStart(9)}`);
    compare('login route JavaScript (gzip)', ours.login, lazy.firstPage, LOGIN_BUDGET);
    compare('signed-in shell, in all (gzip)', ours.shell, eager.firstPage, SHELL_BUDGET);
    console.log('baseline: a bare react-admin app with one ListGuesser; for the login route its first page with <Admin> lazy');
    const lazyInAll = together(lazy.firstPage, lazy.opened);
    console.log(`behind it, for the shell <Admin> in its entry. Opening the lazy <Admin> fetches ${kb(gzipTotal(lazyInAll) - gzipTotal(lazy.firstPage))} more (${kb(gzipTotal(lazyInAll))} in all).`);
    reportSplit(ours);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(baselineDir, { recursive: true, force: true });
  }
}
