// @ts-check
/**
 * `npm start`: runs scripts/start.ts compiled ahead of time, so that a start loads plain JavaScript
 * instead of compiling the server's TypeScript on the fly (about 1.5 s of every start under tsx).
 * The module lives with the other tool caches under node_modules/.cache, where Node finds the
 * project's packages from it and no web server serves it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './serverBundle.mjs';

const { file } = await ensureServerBundle({
  entry: 'scripts/start.ts',
  outDir: path.resolve('node_modules', '.cache', 'transit-console'),
  alsoChecked: ['package-lock.json', 'tsconfig.json', 'scripts/launch.mjs', 'scripts/serverBundle.mjs'],
});
await import(pathToFileURL(file).href);
