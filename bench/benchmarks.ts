import { etaBenchmark } from './eta';
import { firstLoadBenchmark } from './firstLoad';
import { listApiBenchmark } from './listApi';
import { listSpeedBenchmark } from './listSpeed';
import { liveFanoutBenchmark } from './liveFanout';
import { liveMapBenchmark } from './liveMap';
import { pageLoadBenchmark } from './pageLoad';
import { recordPagesBenchmark } from './recordPages';
import { rideBulkBenchmark } from './rideBulk';
import { rosterImportBenchmark } from './rosterImport';
import { startBenchmark } from './start';
import { statewideBenchmark } from './statewide';

export const benchmarks: Record<string, () => Promise<void>> = {
  start: startBenchmark,
  eta: etaBenchmark,
  'first-load': firstLoadBenchmark,
  'list-api': listApiBenchmark,
  'list-speed': listSpeedBenchmark,
  'live-fanout': liveFanoutBenchmark,
  'live-map': liveMapBenchmark,
  'page-load': pageLoadBenchmark,
  'record-pages': recordPagesBenchmark,
  'ride-bulk': rideBulkBenchmark,
  'roster-import': rosterImportBenchmark,
  statewide: statewideBenchmark,
};
