/**
 * When to look for a new version of the app (spec 4.7, 9), free of the browser so it can be driven
 * with fake timers: register the service worker after 5 s, check after 10 s and then every interval,
 * stop at a new version, and bring the popup back an hour after "Delay".
 */

export const SERVICE_WORKER_REGISTRATION_DELAY_MS = 5000;
export const FIRST_UPDATE_CHECK_DELAY_MS = 10_000;
export const UPDATE_POPUP_DELAY_MS = 60 * 60 * 1000;
/** Checks that fail this many times in a row make the update error unrecoverable. */
export const MAX_FAILED_UPDATE_CHECKS = 3;

/**
 * A failure worth another try: the service worker's script could not be fetched (the server was
 * restarting, the network dropped). It is tried again with the next check, and given up on after
 * MAX_FAILED_UPDATE_CHECKS in a row, as a check is; any other registration failure is unrecoverable.
 */
export class TransientUpdateError extends Error {}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface UpdateCheckerOptions {
  /** The version this page was loaded with. */
  loadedVersion: string;
  /** appUpdateCheckIntervalSeconds; 0 switches update checking off. */
  intervalSeconds: number;
  timers: Timers;
  /** The version the server serves now; rejects when it cannot tell. */
  fetchServedVersion(): Promise<string>;
  registerServiceWorker(): Promise<void>;
  removeServiceWorkers(): Promise<void>;
  onNewVersion(): void;
  onUnrecoverableError(error: unknown): void;
}

export interface UpdateChecker {
  start(): void;
  /** "Delay": no more checks; the popup comes back after an hour. */
  delay(): void;
  stop(): void;
}

export function createUpdateChecker(options: UpdateCheckerOptions): UpdateChecker {
  const { timers, intervalSeconds } = options;
  const pending = new Set<unknown>();
  let disposed = false;
  let polling = false;
  let gaveUp = false;
  let failures = 0;
  let registrationFailures = 0;

  const after = (ms: number, callback: () => void) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      if (!disposed) callback();
    }, ms);
    pending.add(handle);
  };

  const stopPolling = () => {
    polling = false;
    pending.forEach((handle) => timers.clearTimeout(handle));
    pending.clear();
  };

  const giveUp = (error: unknown) => {
    if (disposed || gaveUp) return;
    gaveUp = true;
    stopPolling();
    options.onUnrecoverableError(error);
  };

  const registerServiceWorker = () => void options.registerServiceWorker().then(() => {
    registrationFailures = 0;
  }, (error: unknown) => {
    registrationFailures += 1;
    if (!(error instanceof TransientUpdateError) || registrationFailures >= MAX_FAILED_UPDATE_CHECKS) giveUp(error);
    else after(intervalSeconds * 1000, registerServiceWorker);
  });

  const check = async () => {
    if (!polling) return;
    let served: string;
    try {
      served = await options.fetchServedVersion();
    } catch (error) {
      if (!polling) return;
      failures += 1;
      if (failures >= MAX_FAILED_UPDATE_CHECKS) giveUp(error);
      else after(intervalSeconds * 1000, () => void check());
      return;
    }
    if (!polling) return;
    failures = 0;
    if (served === options.loadedVersion) {
      after(intervalSeconds * 1000, () => void check());
      return;
    }
    stopPolling();
    options.onNewVersion();
  };

  return {
    start() {
      if (intervalSeconds <= 0) {
        options.removeServiceWorkers().catch(() => undefined);
        return;
      }
      polling = true;
      after(SERVICE_WORKER_REGISTRATION_DELAY_MS, registerServiceWorker);
      after(FIRST_UPDATE_CHECK_DELAY_MS, () => void check());
    },
    delay() {
      stopPolling();
      after(UPDATE_POPUP_DELAY_MS, () => options.onNewVersion());
    },
    stop() {
      disposed = true;
      stopPolling();
    },
  };
}
