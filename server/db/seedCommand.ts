import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DatabaseOpenError, openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { scaledDemoSize, STATE_DEMO_SIZE } from './seed/operation';
import { seedDemo } from './seed/seedDemo';

/**
 * `npm run seed -- --scale 46` seeds the demo operation into the configured, empty database; the
 * scale widens the ride history (46 gives about a million rides) for benchmarks. `--size state`
 * seeds a statewide operation instead (STATE_DEMO_SIZE: a million students, ten million rides).
 */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, size: { type: 'string' }, seed: { type: 'string' } } });
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1000) throw new ConfigError('--scale must be a number above 0 and at most 1000.');
  if (values.size !== undefined && values.size !== 'state') throw new ConfigError('--size must be state (or left out for the default demo).');
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrateToLatest(handle);
    if (await handle.db.selectFrom('districts').select('id').limit(1).executeTakeFirst()) {
      throw new ConfigError(`The database at ${handle.location} already holds data; seed an empty one (a new DATA_DIR or database).`);
    }
    const started = Date.now();
    let lastLine = '';
    const summary = await seedDemo(handle, {
      size: values.size === 'state' ? STATE_DEMO_SIZE : scaledDemoSize(scale),
      seed: values.seed ? Number(values.seed) : undefined,
      onProgress: ({ table, done, total }) => {
        const line = `${table} ${Math.floor((done / total) * 100)}%`;
        if (line !== lastLine) process.stdout.write(`\rSeeding ${line.padEnd(30)}`);
        lastLine = line;
      },
    });
    console.log(`\nSeeded ${handle.location} in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  } finally {
    await handle.close();
  }
}

run().catch((error) => {
  const explained = error instanceof ConfigError || error instanceof DatabaseOpenError;
  console.error(explained ? `Cannot seed: ${error.message}` : error);
  process.exit(1);
});
