import { loadConfig } from '../../server/config';
import { positiveNumber, positiveWhole } from '../settings';

/**
 * The scenario, read from the environment by the benchmark and by each of its processes alike.
 * `BENCH_VEHICLES=100 BENCH_WATCHERS=5 BENCH_SECONDS=2 BENCH_ROUNDS=1` makes a smoke run of a few seconds.
 */
export const VEHICLES = positiveWhole('BENCH_VEHICLES', 2_000);
export const WATCHERS = positiveWhole('BENCH_WATCHERS', 100);
export const SECONDS = positiveNumber('BENCH_SECONDS', 15);
/**
 * Turns each server is measured, in alternating order: CPU time on a shared machine varies by a
 * percent of a core from one turn to the next, and the median of three turns does not.
 */
export const ROUNDS = positiveWhole('BENCH_ROUNDS', 3);
export const WARM_UP_SECONDS = Math.min(3, SECONDS);
/** The HTTP ingest writes to the database: a shorter run tells its throughput just as well. */
export const INGEST_SECONDS = Math.min(5, SECONDS);
/** Each vehicle reports once a second, as the performance issue's fleet does. */
export const REPORTS_PER_VEHICLE_PER_SECOND = 1;
/** How long watchers keep listening after the window, for positions published at its very end. */
export const GRACE_MS = 3_000;
/** The console's batch window (LIVE_BATCH_MS, read by its process too); the bare baseline batches by it as well. */
export const BATCH_MS = loadConfig().liveBatchMs;
