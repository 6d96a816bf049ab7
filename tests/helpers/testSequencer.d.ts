import Sequencer from '@jest/test-sequencer';
import type { Test } from '@jest/test-result';

/** jest.config.js loads the sequencer as it is, untranspiled: its types are declared here. */
export default class SlowestFirstSequencer extends Sequencer {
  /** The times kept with the project (tests/fileSeconds.json); a test points it elsewhere. */
  keptSecondsFile: string;
  sort(tests: Test[]): Test[];
}
