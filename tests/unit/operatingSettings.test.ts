import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';

/**
 * docs/operating.md's settings table against the code that reads the settings: server/config.ts at
 * start, and the web app's build (`import.meta.env.VITE_…`). A setting the code reads and the table
 * leaves out, one the table names and nothing reads, a default the table states that is not the
 * default, or a range it states that the start does not hold, fails here.
 */

interface DocumentedSetting {
  name: string;
  /** The default as written: a literal in backticks, or words. */
  fallback: string;
  meaning: string;
}

function documentedSettings(): DocumentedSetting[] {
  const doc = fs.readFileSync('docs/operating.md', 'utf8');
  const section = doc.split(/^## Configuration$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('docs/operating.md has no "## Configuration" section');
  return section.split('\n').filter((line) => /^\| `[A-Z]/.test(line)).map((line) => {
    const [name, fallback, ...meaning] = line.slice(1, -1).split(' | ').map((cell) => cell.trim());
    return { name: name.replace(/`/g, ''), fallback, meaning: meaning.join(' | ') };
  });
}

/** Every variable loadConfig reads, over environments that take each of its branches. */
function settingsReadAtStart(): Set<string> {
  const read = new Set<string>();
  const watched = (env: Record<string, string>) => new Proxy(env, {
    get: (target, key) => {
      if (typeof key === 'string') read.add(key);
      return target[key as string];
    },
  });
  const branches: Record<string, string>[] = [{}, { USER_ROLE: 'vendor' }, { SEED_DEMO: 'false' }, { GEOCODER: 'google', GEOCODER_KEY: 'key' }];
  for (const env of branches) loadConfig(watched(env));
  return read;
}

/** The TypeScript files under a folder, by path. */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The build-time settings: what the web app reads from `import.meta.env`. */
function settingsReadByTheBuild(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)) names.add(name);
  return names;
}

/**
 * The server's files that reach the environment: `process.env` (or `process['env']`, `{ env } =
 * process`, `node:process`). Only loadConfig may, so that the table above sees every setting.
 */
const READS_THE_ENVIRONMENT = /\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env)|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b|['"](?:node:)?process['"]/;
const serverFilesReadingTheEnvironment = () => sourceFiles('server').filter((file) => READS_THE_ENVIRONMENT.test(fs.readFileSync(file, 'utf8'))).sort();

const SETTINGS = documentedSettings();
const literalDefault = ({ fallback }: DocumentedSetting) => /^`[^`]+`$/.test(fallback) && !/PORT/.test(fallback) ? fallback.slice(1, -1) : undefined;
/** A stated range of whole numbers, "(200–60000)" or "(0–5,000)". */
const rangeOf = ({ meaning }: DocumentedSetting) => {
  const found = /\((\d[\d,]*)–(\d[\d,]*)\)/.exec(meaning);
  return found ? [Number(found[1].replace(/,/g, '')), Number(found[2].replace(/,/g, ''))] as const : undefined;
};

describe('docs/operating.md "Configuration": every setting, as server/config.ts and the build read it', () => {
  it('lists each setting once: every one the console reads, and none it does not', () => {
    const names = SETTINGS.map((setting) => setting.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const read = [...new Set([...settingsReadAtStart(), ...settingsReadByTheBuild()])].sort();
    expect([...names].sort()).toEqual(read);
  });

  it('finds every setting the server reads there: no file under server/ but config.ts reads the environment', () => {
    expect(serverFilesReadingTheEnvironment()).toEqual([path.join('server', 'config.ts')]);
  });

  it.each(SETTINGS.filter((setting) => literalDefault(setting) !== undefined).map((setting) => [setting.name, literalDefault(setting)!]))(
    '%s: the default it states, %s, is what the console takes when it is unset',
    (name, value) => {
      expect(loadConfig({ [name]: value })).toEqual(loadConfig({}));
    },
  );

  it.each(SETTINGS.filter((setting) => rangeOf(setting)).map((setting) => [setting.name, ...rangeOf(setting)!]))(
    '%s: takes %d to %d, and stops the start with a line naming it outside them',
    (name, low, high) => {
      expect(() => loadConfig({ [name]: String(low) })).not.toThrow();
      expect(() => loadConfig({ [name]: String(high) })).not.toThrow();
      for (const outside of [low - 1, high + 1]) expect(() => loadConfig({ [name]: String(outside) })).toThrow(new ConfigError(`${name} must be a whole number from ${low} to ${high} (got "${outside}").`));
    },
  );
});
