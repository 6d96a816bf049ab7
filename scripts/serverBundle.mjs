// @ts-check
/**
 * The server compiled ahead of time into one ES module, rebuilt (in a fraction of a second) only
 * when a file it was built from changed. Plain JavaScript on purpose: this is what runs before
 * anything can compile TypeScript.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} file @returns {string} what a change to `file` changes: its size and time */
function signature(file) {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'absent';
  }
}

/** @param {string} bundle @param {string} stamp @returns {boolean} whether `bundle` was built from the files as they are now */
function isCurrent(bundle, stamp) {
  if (!fs.existsSync(bundle) || !fs.existsSync(stamp)) return false;
  /** @type {Record<string, string>} */
  const built = JSON.parse(fs.readFileSync(stamp, 'utf8'));
  return Object.entries(built).every(([file, seen]) => signature(file) === seen);
}

/**
 * @param {{ entry: string, outDir: string, alsoChecked: string[] }} options the TypeScript entry; where
 *   the module and the list of its inputs are kept; files beyond the sources whose change means a new
 *   build (the lock file: a new package version can change what is bundled)
 * @returns {Promise<{ file: string, built: boolean }>} the module to import, and whether it was built now
 */
export async function ensureServerBundle({ entry, outDir, alsoChecked }) {
  const file = path.join(outDir, `${path.basename(entry, path.extname(entry))}.mjs`);
  const stamp = `${file}.inputs.json`;
  if (isCurrent(file, stamp)) return { file, built: false };
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20',
    packages: 'external', metafile: true, write: false, logLevel: 'warning', outfile: file,
  });
  const inputs = [...Object.keys(result.metafile.inputs), ...alsoChecked];
  fs.mkdirSync(outDir, { recursive: true });
  // Written aside and renamed, so that two starts at once never load half a file.
  const unique = `.${process.pid}.tmp`;
  fs.writeFileSync(file + unique, result.outputFiles[0].contents);
  fs.writeFileSync(stamp + unique, JSON.stringify(Object.fromEntries(inputs.map((input) => [input, signature(input)]))));
  fs.renameSync(file + unique, file);
  fs.renameSync(stamp + unique, stamp);
  return { file, built: true };
}
