import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBundle } from '../../scripts/serverBundle.mjs';

/** A tiny TypeScript program of two files, bundled the way `npm start` bundles the server. */
function program(): { dir: string; options: Parameters<typeof ensureServerBundle>[0] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bundle-'));
  fs.writeFileSync(path.join(dir, 'entry.ts'), "import { greeting } from './greeting';\nexport const said: string = greeting;\n");
  fs.writeFileSync(path.join(dir, 'greeting.ts'), "export const greeting = 'first';\n");
  fs.writeFileSync(path.join(dir, 'lock.json'), '{}');
  return { dir, options: { entry: path.join(dir, 'entry.ts'), outDir: path.join(dir, 'out'), alsoChecked: [path.join(dir, 'lock.json')] } };
}

const later = (file: string) => fs.utimesSync(file, new Date(Date.now() + 5_000), new Date(Date.now() + 5_000));

describe('the server compiled ahead of time for npm start', () => {
  it('is built once, reused while its inputs stay as they were, and rebuilt when one changes', async () => {
    const { dir, options } = program();
    const first = await ensureServerBundle(options);
    expect(first.built).toBe(true);
    expect(fs.readFileSync(first.file, 'utf8')).toContain('"first"');
    expect((await ensureServerBundle(options)).built).toBe(false);

    fs.writeFileSync(path.join(dir, 'greeting.ts'), "export const greeting = 'second';\n");
    const changed = await ensureServerBundle(options);
    expect(changed.built).toBe(true);
    expect(fs.readFileSync(changed.file, 'utf8')).toContain('"second"');

    later(path.join(dir, 'lock.json'));
    expect((await ensureServerBundle(options)).built).toBe(true);
    expect(fs.readdirSync(options.outDir).sort()).toEqual(['entry.mjs', 'entry.mjs.inputs.json']);
  });

  it('is rebuilt when the module itself is gone', async () => {
    const { options } = program();
    const { file } = await ensureServerBundle(options);
    fs.rmSync(file);
    expect((await ensureServerBundle(options)).built).toBe(true);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('names the file and line of a compile error, and keeps no half-built module', async () => {
    const { dir, options } = program();
    fs.writeFileSync(path.join(dir, 'greeting.ts'), 'export const greeting = ;\n');
    await expect(ensureServerBundle(options)).rejects.toThrow(/greeting\.ts:1:/);
    expect(fs.existsSync(options.outDir)).toBe(false);
  });
});
