import type { Test } from '@jest/test-result';
import SlowestFirstSequencer from '../helpers/testSequencer';

/** A test file of `project` that jest has not timed (its cache is off), `bytes` long. */
function file(path: string, project: string, bytes: number): Test {
  const context = { config: { cache: false, displayName: { name: project } }, hasteFS: { getSize: () => bytes } };
  return { path, context } as unknown as Test;
}

const order = (tests: Test[]) => new SlowestFirstSequencer({} as never).sort(tests).map((test) => test.path);

describe('the test sequencer', () => {
  it('starts the files jest has not timed by their project, e2e first, not by their size', () => {
    const tests = [file('unit-big', 'unit', 90_000), file('api', 'api', 20_000), file('e2e-small', 'e2e', 3_000), file('component', 'component', 40_000)];
    expect(order(tests)).toEqual(['e2e-small', 'api', 'component', 'unit-big']);
  });

  it('keeps jest\'s order by size among files of one project', () => {
    expect(order([file('small', 'e2e', 1_000), file('big', 'e2e', 9_000)])).toEqual(['big', 'small']);
  });

  it('puts a file timed as slower than its project\'s typical run before the untimed ones', () => {
    const sequencer = new SlowestFirstSequencer({} as never);
    // Jest's cache of the last run: the file passed, in 200 s.
    jest.spyOn(sequencer, '_getCache').mockImplementation((test) => (test.path === 'timed-unit' ? { 'timed-unit': [1, 200_000] } : {}));
    expect(sequencer.sort([file('e2e', 'e2e', 5_000), file('timed-unit', 'unit', 100)]).map((test) => test.path)).toEqual(['timed-unit', 'e2e']);
  });
});
