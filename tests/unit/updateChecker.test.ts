import {
  createUpdateChecker, FIRST_UPDATE_CHECK_DELAY_MS, MAX_FAILED_UPDATE_CHECKS, SERVICE_WORKER_REGISTRATION_DELAY_MS, TransientUpdateError,
  UPDATE_POPUP_DELAY_MS, type UpdateCheckerOptions,
} from '../../src/shell/global/newVersion/updateChecker';

const fakeTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function checkerWith(overrides: Partial<UpdateCheckerOptions> = {}) {
  const options = {
    loadedVersion: '1.0.0',
    intervalSeconds: 300,
    timers: fakeTimers,
    fetchServedVersion: jest.fn(async () => '1.0.0'),
    registerServiceWorker: jest.fn(async () => undefined),
    removeServiceWorkers: jest.fn(async () => undefined),
    onNewVersion: jest.fn(),
    onUnrecoverableError: jest.fn(),
    ...overrides,
  };
  return { options, checker: createUpdateChecker(options) };
}

const seconds = (count: number) => count * 1000;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('update checks (spec 4.7, 9)', () => {
  it('uses the constants of spec 9', () => {
    expect([SERVICE_WORKER_REGISTRATION_DELAY_MS, FIRST_UPDATE_CHECK_DELAY_MS, UPDATE_POPUP_DELAY_MS]).toEqual([5000, 10_000, 60 * 60 * 1000]);
  });

  it('registers the service worker after 5000 ms and checks first after 10000 ms, then every interval', async () => {
    const { options, checker } = checkerWith();
    checker.start();
    await jest.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTRATION_DELAY_MS - 1);
    expect(options.registerServiceWorker).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(options.registerServiceWorker).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS - SERVICE_WORKER_REGISTRATION_DELAY_MS - 1);
    expect(options.fetchServedVersion).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(options.fetchServedVersion).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(seconds(300) - 1);
    expect(options.fetchServedVersion).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(options.fetchServedVersion).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(seconds(300 * 3));
    expect(options.fetchServedVersion).toHaveBeenCalledTimes(5);
    expect(options.onNewVersion).not.toHaveBeenCalled();
  });

  it('opens the popup when the served version differs from the loaded one, and stops polling', async () => {
    const fetchServedVersion = jest.fn().mockResolvedValueOnce('1.0.0').mockResolvedValue('1.1.0');
    const { options, checker } = checkerWith({ fetchServedVersion, intervalSeconds: 60 });
    checker.start();
    await jest.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    expect(options.onNewVersion).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(seconds(60));
    expect(options.onNewVersion).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(seconds(600));
    expect(fetchServedVersion).toHaveBeenCalledTimes(2);
  });

  it('"Delay" stops polling and reopens the popup after 60 minutes', async () => {
    const { options, checker } = checkerWith({ fetchServedVersion: jest.fn(async () => '2.0.0') });
    checker.start();
    await jest.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    expect(options.onNewVersion).toHaveBeenCalledTimes(1);
    checker.delay();
    await jest.advanceTimersByTimeAsync(UPDATE_POPUP_DELAY_MS - 1);
    expect(options.onNewVersion).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(options.onNewVersion).toHaveBeenCalledTimes(2);
    expect(options.fetchServedVersion).toHaveBeenCalledTimes(1);
  });

  it('"Delay" before the next check cancels it', async () => {
    const { options, checker } = checkerWith();
    checker.start();
    await jest.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    checker.delay();
    await jest.advanceTimersByTimeAsync(UPDATE_POPUP_DELAY_MS);
    expect(options.fetchServedVersion).toHaveBeenCalledTimes(1);
  });

  it(`finds the update error unrecoverable when ${MAX_FAILED_UPDATE_CHECKS} checks in a row fail`, async () => {
    const failure = new Error('offline');
    const fetchServedVersion = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('1.0.0').mockRejectedValue(failure);
    const { options, checker } = checkerWith({ fetchServedVersion, intervalSeconds: 10 });
    checker.start();
    await jest.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS + seconds(10 * 3));
    expect(options.onUnrecoverableError).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(seconds(10));
    expect(options.onUnrecoverableError).toHaveBeenCalledWith(failure);
    await jest.advanceTimersByTimeAsync(seconds(100));
    expect(fetchServedVersion).toHaveBeenCalledTimes(1 + 1 + MAX_FAILED_UPDATE_CHECKS);
    expect(options.onUnrecoverableError).toHaveBeenCalledTimes(1);
  });

  it('finds the update error unrecoverable when the service worker cannot be registered', async () => {
    const failure = new Error('The update service worker failed to install.');
    const { options, checker } = checkerWith({ registerServiceWorker: jest.fn().mockRejectedValue(failure) });
    checker.start();
    await jest.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTRATION_DELAY_MS);
    expect(options.onUnrecoverableError).toHaveBeenCalledWith(failure);
    await jest.advanceTimersByTimeAsync(seconds(3600));
    expect(options.fetchServedVersion).not.toHaveBeenCalled();
  });

  it('registers the service worker again with the next check when its script could not be fetched (a server restarting)', async () => {
    const unreachable = new TransientUpdateError('Failed to register a ServiceWorker: An unknown error occurred when fetching the script.');
    const registerServiceWorker = jest.fn().mockRejectedValueOnce(unreachable).mockResolvedValue(undefined);
    const { options, checker } = checkerWith({ registerServiceWorker, intervalSeconds: 10 });
    checker.start();
    await jest.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTRATION_DELAY_MS + seconds(10));
    expect(registerServiceWorker).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(seconds(100));
    expect(registerServiceWorker).toHaveBeenCalledTimes(2);
    expect(options.onUnrecoverableError).not.toHaveBeenCalled();
  });

  it(`gives the service worker up as unrecoverable when its script cannot be fetched ${MAX_FAILED_UPDATE_CHECKS} times in a row`, async () => {
    const unreachable = new TransientUpdateError('Failed to register a ServiceWorker: An unknown error occurred when fetching the script.');
    const registerServiceWorker = jest.fn().mockRejectedValue(unreachable);
    const { options, checker } = checkerWith({ registerServiceWorker, intervalSeconds: 10 });
    checker.start();
    await jest.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTRATION_DELAY_MS + seconds(10 * (MAX_FAILED_UPDATE_CHECKS - 2)));
    expect(options.onUnrecoverableError).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(seconds(10));
    expect(options.onUnrecoverableError).toHaveBeenCalledWith(unreachable);
    await jest.advanceTimersByTimeAsync(seconds(100));
    expect(registerServiceWorker).toHaveBeenCalledTimes(MAX_FAILED_UPDATE_CHECKS);
  });

  it('removes existing service worker registrations and never polls when checking is disabled', async () => {
    const { options, checker } = checkerWith({ intervalSeconds: 0 });
    checker.start();
    expect(options.removeServiceWorkers).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(seconds(3600));
    expect(options.registerServiceWorker).not.toHaveBeenCalled();
    expect(options.fetchServedVersion).not.toHaveBeenCalled();
  });

  it('does nothing more once stopped, even with a check under way', async () => {
    let answer: (version: string) => void = () => undefined;
    const fetchServedVersion = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { options, checker } = checkerWith({ fetchServedVersion });
    checker.start();
    await jest.advanceTimersByTimeAsync(FIRST_UPDATE_CHECK_DELAY_MS);
    checker.stop();
    answer('9.9.9');
    await jest.advanceTimersByTimeAsync(seconds(3600 * 2));
    expect(options.onNewVersion).not.toHaveBeenCalled();
    expect(fetchServedVersion).toHaveBeenCalledTimes(1);
  });
});
