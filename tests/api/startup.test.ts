import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '../helpers/serverProcess';

jest.setTimeout(60_000);

/** Runs the real process entry and collects what a person starting it would see. */
function startProcess(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawnServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a start that cannot work stops with one clear message, not a stack trace', () => {
  it('names an unreachable DATABASE_URL', async () => {
    const { code, output } = await startProcess({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/console' });
    expect(code).toBe(1);
    expect(output).toMatch(/^Cannot start: Cannot connect to the database at postgres:\/\/127\.0\.0\.1:1\/console: .+\. Check DATABASE_URL\.$/m);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('names a data folder that cannot be written', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-start-')), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const { code, output } = await startProcess({ DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot start: Cannot use the data folder ${path.join(file, 'data')}:`);
    expect(output).toContain('Check DATA_DIR.');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('names a setting with a wrong value', async () => {
    const { code, output } = await startProcess({ USER_ROLE: 'parents' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Cannot start: USER_ROLE must be one of admin, vendor, enterprise (got "parents").');
  });
});

describe('a start that works', () => {
  it('serves, prints each portal and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-start-'));
    const child = spawnServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', DATA_DIR: dataDir, USER_ROLE: 'enterprise' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no portal line in: ${output}`)), 30_000);
      child.stdout.on('data', () => {
        const match = /enterprise\s+(http:\/\/localhost:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    const health = await fetch(`${url}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', db: 'sqlite' });
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
