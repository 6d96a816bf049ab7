import { firstLoadBenchmark } from './firstLoad';
import { listApiBenchmark } from './listApi';
import { listSpeedBenchmark } from './listSpeed';
import { liveFanoutBenchmark } from './liveFanout';
import { pageLoadBenchmark } from './pageLoad';
import { rideBulkBenchmark } from './rideBulk';
import { startBenchmark } from './start';

export const benchmarks: Record<string, () => Promise<void>> = {
  start: startBenchmark,
  'first-load': firstLoadBenchmark,
  'list-api': listApiBenchmark,
  'list-speed': listSpeedBenchmark,
  'live-fanout': liveFanoutBenchmark,
  'page-load': pageLoadBenchmark,
  'ride-bulk': rideBulkBenchmark,
};
