import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureUiBuilt } from './uiBuild';

/**
 * `npm test`: typecheck, lint, build the web app if its sources changed, then every jest project
 * (unit, component, api, e2e). Extra arguments go to jest: `npm test -- --selectProjects unit`.
 */
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const RESULTS = path.resolve('test-results/jest-results.json');

// The web build sets NODE_ENV=production in this process; tests need React's development build.
const TEST_ENV = { ...process.env, NODE_ENV: 'test' };

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: TEST_ENV });
  if (result.status !== 0) console.error(`✖ ${title} failed`);
  return result.status === 0;
}

/** Steps run side by side (one core each), each one's output printed whole when it ends, in their order. */
async function sideBySide(steps: { title: string; command: string; args: string[] }[]): Promise<boolean> {
  const outcomes = steps.map(({ command, args }) => new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { env: TEST_ENV });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: null, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code, output }));
  }));
  let ok = true;
  for (const [index, { title }] of steps.entries()) {
    console.log(`\n▶ ${title}`);
    const { code, output } = await outcomes[index];
    process.stdout.write(output);
    if (code !== 0) console.error(`✖ ${title} failed`);
    ok = code === 0 && ok;
  }
  return ok;
}

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const jestArgs = process.argv.slice(2);
let ok = await sideBySide([
  { title: 'Typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { title: 'Lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
]);
console.log('\n▶ Web app build');
await ensureUiBuilt();
fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
fs.rmSync(RESULTS, { force: true });
ok = step('Tests', bin('jest'), ['--maxWorkers=2', '--json', `--outputFile=${RESULTS}`, ...jestArgs]) && ok;

if (fs.existsSync(RESULTS)) {
  const results = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as JestResults;
  if (results.numPassedTests === 0) {
    console.error('No test ran.');
    ok = false;
  }
  console.log(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`);
} else {
  ok = false;
}
process.exit(ok ? 0 : 1);
