import { listApiBenchmark } from './listApi';
import { startBenchmark } from './start';

export const benchmarks: Record<string, () => Promise<void>> = {
  start: startBenchmark,
  'list-api': listApiBenchmark,
};
