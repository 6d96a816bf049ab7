/**
 * Every benchmark by name, each loaded when it runs: one run, or the list of names, does not load
 * the code (servers, browsers, seeds) of all the others.
 */
export const benchmarks: Record<string, () => Promise<void>> = {
  start: () => import('./start').then(({ startBenchmark }) => startBenchmark()),
  eta: () => import('./eta').then(({ etaBenchmark }) => etaBenchmark()),
  'first-load': () => import('./firstLoad').then(({ firstLoadBenchmark }) => firstLoadBenchmark()),
  'list-api': () => import('./listApi').then(({ listApiBenchmark }) => listApiBenchmark()),
  'list-speed': () => import('./listSpeed').then(({ listSpeedBenchmark }) => listSpeedBenchmark()),
  'live-fanout': () => import('./liveFanout').then(({ liveFanoutBenchmark }) => liveFanoutBenchmark()),
  'live-map': () => import('./liveMap').then(({ liveMapBenchmark }) => liveMapBenchmark()),
  'page-load': () => import('./pageLoad').then(({ pageLoadBenchmark }) => pageLoadBenchmark()),
  'record-pages': () => import('./recordPages').then(({ recordPagesBenchmark }) => recordPagesBenchmark()),
  'ride-bulk': () => import('./rideBulk').then(({ rideBulkBenchmark }) => rideBulkBenchmark()),
  'roster-import': () => import('./rosterImport').then(({ rosterImportBenchmark }) => rosterImportBenchmark()),
  statewide: () => import('./statewide').then(({ statewideBenchmark }) => statewideBenchmark()),
};
