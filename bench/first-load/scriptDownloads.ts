import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/**
 * JavaScript files a page fetched, by address, with their size gzip-compressed as a server would
 * send them. Files are named by their content hash and served as immutable: one fetched earlier in
 * the visit comes from the browser's cache when a later page asks again, and counts once.
 */
export type ScriptDownloads = ReadonlyMap<string, number>;

export const noScripts: ScriptDownloads = new Map();

export function gzipTotal(downloads: ScriptDownloads): number {
  return [...downloads.values()].reduce((sum, size) => sum + size, 0);
}

/** Everything fetched in any of these parts of a visit. */
export function together(...parts: ScriptDownloads[]): ScriptDownloads {
  return new Map(parts.flatMap((part) => [...part]));
}

/** What `later` fetched that the visit did not have already. */
export function beyond(later: ScriptDownloads, earlier: ScriptDownloads): ScriptDownloads {
  return new Map([...later].filter(([url]) => !earlier.has(url)));
}

/**
 * The JavaScript a page asks for while `act` runs and until it is idle. The console keeps a socket
 * and update checks going, so "network idle" never comes: the load is over once a second passes
 * without another script.
 */
export async function scriptsDownloaded(page: Page, act: () => Promise<void>): Promise<ScriptDownloads> {
  const scripts: Promise<[string, number]>[] = [];
  const listener = (response: Response) => {
    const url = response.url();
    if (new URL(url).pathname.endsWith('.js')) scripts.push(response.body().then((body) => [url, gzipSync(body, { level: 9 }).length]));
  };
  page.on('response', listener);
  try {
    await act();
    let count = -1;
    while (count !== scripts.length) {
      count = scripts.length;
      await page.waitForTimeout(1000);
    }
  } finally {
    page.off('response', listener);
  }
  return new Map(await Promise.all(scripts));
}
