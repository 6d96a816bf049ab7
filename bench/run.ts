import { benchmarks } from './benchmarks';

/**
 * `npm run bench` runs every benchmark, `npm run bench -- <name>` one. Each prints its figures and its
 * budget; none of them decides whether `npm test` passes.
 */
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : Object.keys(benchmarks)) {
  console.log(`\n=== ${name} ===`);
  await benchmarks[name]();
}
