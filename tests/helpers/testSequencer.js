import fs from 'node:fs';
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

/**
 * A file's typical run in seconds by project, for a file timed nowhere yet (a new file): the e2e
 * files run about 30 s on two cores, the API files 9, the rest a few at most.
 */
const TYPICAL_SECONDS = { e2e: 30, api: 9, component: 2, unit: 1 };

/** Each file's time in the last whole run kept with the project (`npm run test:times`): what a fresh checkout, as CI's, knows. */
const KEPT_SECONDS_FILE = path.resolve('tests/fileSeconds.json');

/**
 * Jest's own order (files that failed last time first, then the slowest first), with the kept times
 * for the files jest has not timed itself, and an estimate for the rest, instead of their size: on a
 * fresh checkout size put a seven-minute file among the last, where it ran alone at the end and
 * crowded the short files beside it past their timeouts.
 */
export default class SlowestFirstSequencer extends Sequencer {
  keptSecondsFile = KEPT_SECONDS_FILE;

  sort(tests) {
    const sorted = super.sort(tests);
    const kept = fs.existsSync(this.keptSecondsFile) ? JSON.parse(fs.readFileSync(this.keptSecondsFile, 'utf8')) : {};
    const seconds = (test) => {
      if (test.duration != null) return test.duration / 1000;
      return kept[path.relative(test.context.config.rootDir, test.path)] ?? TYPICAL_SECONDS[test.context.config.displayName?.name] ?? 1;
    };
    const failed = new Set(sorted.filter((test) => this.hasFailed(test)));
    return sorted
      .map((test, place) => ({ test, place }))
      .sort((a, b) => Number(failed.has(b.test)) - Number(failed.has(a.test)) || seconds(b.test) - seconds(a.test) || a.place - b.place)
      .map(({ test }) => test);
  }
}
