import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Test } from '@jest/test-result';
import SlowestFirstSequencer from '../helpers/testSequencer';

const ROOT = '/project';

/** A test file of `project` that jest has not timed (its cache is off), `bytes` long. */
function file(name: string, project: string, bytes: number): Test {
  const context = { config: { cache: false, rootDir: ROOT, displayName: { name: project } }, hasteFS: { getSize: () => bytes } };
  return { path: path.join(ROOT, name), context } as unknown as Test;
}

/** A sequencer that knows no kept times, or those given. */
function sequencer(keptSeconds: Record<string, number> = {}): SlowestFirstSequencer {
  const made = new SlowestFirstSequencer({} as never);
  const kept = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sequencer-')), 'fileSeconds.json');
  fs.writeFileSync(kept, JSON.stringify(keptSeconds));
  made.keptSecondsFile = kept;
  return made;
}

const order = (tests: Test[], keptSeconds?: Record<string, number>) => sequencer(keptSeconds).sort(tests).map((test) => path.relative(ROOT, test.path));

describe('the test sequencer', () => {
  it('starts the files jest has not timed by their project, e2e first, not by their size', () => {
    const tests = [file('unit-big', 'unit', 90_000), file('api', 'api', 20_000), file('e2e-small', 'e2e', 3_000), file('component', 'component', 40_000)];
    expect(order(tests)).toEqual(['e2e-small', 'api', 'component', 'unit-big']);
  });

  it('keeps jest\'s order by size among files of one project', () => {
    expect(order([file('small', 'e2e', 1_000), file('big', 'e2e', 9_000)])).toEqual(['big', 'small']);
  });

  it('puts a file timed as slower than its project\'s typical run before the untimed ones', () => {
    const timing = sequencer();
    const timed = path.join(ROOT, 'timed-unit');
    // Jest's cache of the last run: the file passed, in 200 s.
    jest.spyOn(timing, '_getCache').mockImplementation((test) => (test.path === timed ? { [timed]: [1, 200_000] } : {}));
    expect(timing.sort([file('e2e', 'e2e', 5_000), file('timed-unit', 'unit', 100)]).map((test) => path.relative(ROOT, test.path))).toEqual(['timed-unit', 'e2e']);
  });

  it('takes the times kept with the project for the files jest has not timed, slowest first', () => {
    const tests = [file('tests/e2e/short.test.ts', 'e2e', 9_000), file('tests/e2e/long.test.ts', 'e2e', 1_000), file('tests/api/long.test.ts', 'api', 1_000)];
    expect(order(tests, { 'tests/e2e/short.test.ts': 10, 'tests/e2e/long.test.ts': 400, 'tests/api/long.test.ts': 60 }))
      .toEqual(['tests/e2e/long.test.ts', 'tests/api/long.test.ts', 'tests/e2e/short.test.ts']);
  });
});
