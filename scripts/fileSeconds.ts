import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run test:times [results.json]`: keeps each test file's time from a whole run's results
 * (test-results/jest-results.json by default) in tests/fileSeconds.json, which the test sequencer
 * reads where jest has not timed a file itself (a fresh checkout, as CI's). Run it after a whole run
 * when the files' times have moved, and commit the file.
 */
interface JestResults {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const resultsFile = path.resolve(process.argv[2] ?? 'test-results/jest-results.json');
const target = path.resolve('tests/fileSeconds.json');
const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as JestResults;
const kept = fs.existsSync(target) ? (JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, number>) : {};
for (const { name, startTime, endTime } of results.testResults) {
  kept[path.relative(process.cwd(), name)] = Math.max(1, Math.round((endTime - startTime) / 1000));
}
// Files that are gone are dropped; the rest are written slowest first, so the file reads as a ranking.
const present = Object.entries(kept).filter(([file]) => fs.existsSync(file)).sort(([, a], [, b]) => b - a);
fs.writeFileSync(target, `${JSON.stringify(Object.fromEntries(present), null, 2)}\n`);
console.log(`${present.length} files' times in ${path.relative(process.cwd(), target)}; the slowest: ${present.slice(0, 3).map(([file, seconds]) => `${file} ${seconds} s`).join(', ')}`);
