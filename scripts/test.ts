import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureUiBuilt } from './uiBuild';

/**
 * `npm test`: typecheck, lint, build the web app if its sources changed, then every jest project
 * (unit, component, api, e2e). Extra arguments go to jest: `npm test -- --selectProjects unit`.
 */
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const RESULTS = path.resolve('test-results/jest-results.json');

function step(title: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${title}`);
  // The web build sets NODE_ENV=production in this process; tests need React's development build.
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  if (result.status !== 0) console.error(`✖ ${title} failed`);
  return result.status === 0;
}

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const jestArgs = process.argv.slice(2);
let ok = step('Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
ok = step('Lint', bin('eslint'), ['--max-warnings=0', '.']) && ok;
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
