import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the browser bundle is made from; a change to any of it means a new build. */
const INPUTS = ['src', 'i18n', 'resources', 'permissions', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
const DIST = path.resolve('dist');
const STAMP = path.join(DIST, '.source-fingerprint');

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs.readdirSync(entry).sort().flatMap((name) => filesUnder(path.join(entry, name)));
}

export function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds the web app unless dist/ already holds a build of exactly these sources. */
export async function ensureUiBuilt(log: (line: string) => void = console.log): Promise<void> {
  const fingerprint = sourceFingerprint();
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === fingerprint && fs.existsSync(path.join(DIST, 'index.html'))) {
    return;
  }
  log('Building the web app…');
  // A NODE_ENV of test or development left in the environment would ship React's development build.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({ logLevel: 'warn', mode: 'production' });
  // The server's drawing of console pages, into dist/ssr/ (see vite.config.ts).
  await build({ logLevel: 'warn', mode: 'production', build: { ssr: 'src/ssr/renderWorker.ts' } });
  fs.writeFileSync(STAMP, fingerprint);
  log('Web app built.');
}
