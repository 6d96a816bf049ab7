import autocannon from 'autocannon';
import { positiveNumber } from '../settings';

/**
 * Load comes from autocannon (its HTTP/1.1 client is cheaper per request than a fetch loop, which
 * matters when the load generator and the server share two cores), run in the benchmark's own
 * process while every server runs in another.
 */
export const CONNECTIONS = 10;
export const WARM_UP_SECONDS = positiveNumber('BENCH_WARM_UP_SECONDS', 2);
/** json-server may need seconds per request; a timeout would hide its throughput, not measure it. */
const REQUEST_TIMEOUT_SECONDS = 120;

export interface LoadFigures {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Requests that got no answer (connection errors, timeouts) or a 503, with the first reason. */
  failed: number;
  failure?: string;
}

/**
 * One autocannon run asking for `paths` of `baseUrl` in turn. A 503 is a server past its capacity
 * refusing work (a request that waited too long for a database connection), counted as unanswered;
 * any other answer but a 2xx means the benchmark asks the wrong thing, so it stops there.
 */
function load(baseUrl: string, paths: string[], headers: Record<string, string>, seconds: number, connections: number): Promise<{ result: autocannon.Result; failure?: string }> {
  let failure: string | undefined;
  let next = 0;
  const requests = [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }];
  return new Promise((resolve, reject) => {
    // autocannon looks whether its time is up once a sample (a second by default): a run of a fraction of a second
    // (a smoke run's) would last a whole one. Samples of a quarter of the run end it on time; no figure here reads them.
    const sampleInt = Math.min(1000, Math.max(50, seconds * 250));
    const options = { url: baseUrl, requests, headers, connections, duration: seconds, timeout: REQUEST_TIMEOUT_SECONDS, sampleInt };
    const run = autocannon(options, (error, result) => {
      if (error) reject(error);
      else if (Object.keys(result.statusCodeStats ?? {}).some((code) => !code.startsWith('2') && code !== '503')) {
        reject(new Error(`${result.non2xx} requests to ${baseUrl}${paths[0]} (and the pages after it) were answered with ${Object.keys(result.statusCodeStats ?? {}).join(', ')}`));
      } else resolve({ result, failure: result.non2xx ? `${result.non2xx} answered 503, the server past its capacity` : failure });
    });
    run.on('reqError', (error: Error) => {
      failure ??= error.message;
    });
  });
}

/**
 * When a run ends, autocannon stops waiting but a slow server still works through the requests it
 * has queued; one more request, answered after them, lets the next run start on an idle server.
 */
async function settle(url: string, headers: Record<string, string>, connection: object): Promise<void> {
  await (await fetch(url, { ...connection, headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000) })).arrayBuffer();
}

/**
 * Latency and throughput of GETs of `paths` (in turn) of `baseUrl` at `connections` concurrent
 * connections (each a user asking again once answered) for `seconds`, after a warm-up. `connection`
 * is fetch's for the requests around the runs (an undici dispatcher trusting a test certificate).
 */
export async function measure(baseUrl: string, paths: string[], headers: Record<string, string>, seconds: number, connections = CONNECTIONS, connection: object = {}): Promise<LoadFigures> {
  const last = `${baseUrl}${paths[paths.length - 1]}`;
  await load(baseUrl, paths, headers, WARM_UP_SECONDS, connections);
  await settle(last, headers, connection);
  const { result, failure } = await load(baseUrl, paths, headers, seconds, connections);
  await settle(last, headers, connection);
  // Answers over the elapsed time: autocannon's per-second mean undercounts a server slower than a second.
  return { p50Ms: result.latency.p50, p99Ms: result.latency.p99, requestsPerSecond: result['2xx'] / result.duration, failed: result.errors + result.non2xx, failure };
}
