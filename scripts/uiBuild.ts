import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the browser bundle is made from; a change to any of it means a new build. */
const INPUTS = ['src', 'i18n', 'resources', 'permissions', 'public', 'index.html', 'vite.config.ts', 'scripts/consoleChunks.ts', 'package-lock.json', 'tsconfig.json'];
const DIST = path.resolve('dist');
const STAMP_FILE = '.source-fingerprint';

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs.readdirSync(entry).sort().flatMap((name) => filesUnder(path.join(entry, name)));
}

/** `settings` names what else the bundle is built with (mock API mode), so that one build is not taken for another. */
export function sourceFingerprint(settings = ''): string {
  const hash = createHash('sha256');
  if (settings) hash.update(settings).update('\0');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Runs `build` unless `outDir` already holds a build of exactly these sources and settings; returns
 * whether it built.
 */
export async function buildUnlessCurrent(outDir: string, settings: string, build: () => Promise<void>): Promise<boolean> {
  const fingerprint = sourceFingerprint(settings);
  const stamp = path.join(outDir, STAMP_FILE);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint && fs.existsSync(path.join(outDir, 'index.html'))) return false;
  await build();
  fs.writeFileSync(stamp, fingerprint);
  return true;
}

/** Builds the web app unless dist/ already holds a build of exactly these sources. */
export async function ensureUiBuilt(log: (line: string) => void = console.log): Promise<void> {
  await buildUnlessCurrent(DIST, '', async () => {
    log('Building the web app…');
    // A NODE_ENV of test or development left in the environment would ship React's development build.
    process.env.NODE_ENV = 'production';
    const { build } = await import('vite');
    await build({ logLevel: 'warn', mode: 'production' });
    // The server's drawing of console pages, into dist/ssr/ (see vite.config.ts).
    await build({ logLevel: 'warn', mode: 'production', build: { ssr: 'src/ssr/renderWorker.ts' } });
    log('Web app built.');
  });
}
