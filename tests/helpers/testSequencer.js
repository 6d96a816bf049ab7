import Sequencer from '@jest/test-sequencer';

/**
 * A file's typical run in seconds by project, for a file jest has not timed yet (a fresh checkout, a
 * new file): the e2e files run about 30 s on two cores, the API files 9, the rest a few at most.
 */
const TYPICAL_SECONDS = { e2e: 30, api: 9, component: 2, unit: 1 };

/**
 * Jest's own order (files that failed last time first, then the slowest first) with an estimate for
 * the files it has no time for, instead of their size: on a fresh checkout size put a two-minute
 * e2e file of a hundred lines last, where it ran alone for its last two minutes.
 */
export default class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const seconds = (test) => (test.duration != null ? test.duration / 1000 : TYPICAL_SECONDS[test.context.config.displayName?.name] ?? 1);
    const failed = new Set(sorted.filter((test) => this.hasFailed(test)));
    return sorted
      .map((test, place) => ({ test, place }))
      .sort((a, b) => Number(failed.has(b.test)) - Number(failed.has(a.test)) || seconds(b.test) - seconds(a.test) || a.place - b.place)
      .map(({ test }) => test);
  }
}
