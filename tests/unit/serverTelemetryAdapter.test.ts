import { createServerTelemetryAdapter, TELEMETRY_ERRORS_PATH, TELEMETRY_EVENTS_PATH } from '../../src/providers/telemetry/serverTelemetryAdapter';

const at = new Date('2026-11-21T08:00:00.000Z');

function adapterSending(send = jest.fn(async (_path: string, _body: object) => undefined)) {
  return { send, adapter: createServerTelemetryAdapter({ send, now: () => at, batchDelayMs: 2000 }) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the console\'s own analytics and error collector (spec 1.7, 7.8)', () => {
  it('sends identify and page views in one batch to POST /api/telemetry/events', async () => {
    const { send, adapter } = adapterSending();
    adapter.identify(7, { gitVersion: '1.4.0' });
    adapter.page('/rides');
    adapter.page('/drivers');
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(TELEMETRY_EVENTS_PATH, {
      events: [
        { type: 'identify', at: at.toISOString(), userId: 7, gitVersion: '1.4.0' },
        { type: 'page', at: at.toISOString(), path: '/rides' },
        { type: 'page', at: at.toISOString(), path: '/drivers' },
      ],
    });
  });

  it('sends load failures to POST /api/telemetry/errors', async () => {
    const { send, adapter } = adapterSending();
    adapter.reportError('section-load', { message: 'Failed to fetch dynamically imported module', url: 'http://localhost/rides' });
    await adapter.flush();
    expect(send).toHaveBeenCalledWith(TELEMETRY_ERRORS_PATH, {
      errors: [{ kind: 'section-load', message: 'Failed to fetch dynamically imported module', url: 'http://localhost/rides', at: at.toISOString() }],
    });
  });

  it('splits long queues into the batches the collector accepts and clips long texts', async () => {
    const { send, adapter } = adapterSending();
    for (let index = 0; index < 120; index += 1) adapter.page(`/rides/${index}`);
    for (let index = 0; index < 25; index += 1) adapter.reportError('script', { message: 'x'.repeat(5000), url: `/assets/${'y'.repeat(600)}.js` });
    await adapter.flush();
    const batches = send.mock.calls.map(([path, body]) => [path, ((body as { events?: unknown[]; errors?: unknown[] }).events ?? (body as { errors: unknown[] }).errors).length]);
    expect(batches).toEqual([[TELEMETRY_EVENTS_PATH, 50], [TELEMETRY_EVENTS_PATH, 50], [TELEMETRY_EVENTS_PATH, 20], [TELEMETRY_ERRORS_PATH, 20], [TELEMETRY_ERRORS_PATH, 5]]);
    const [, { errors }] = send.mock.calls[3] as [string, { errors: { message: string; url: string }[] }];
    expect(errors[0].message).toHaveLength(2000);
    expect(errors[0].url).toHaveLength(500);
  });

  it('never lets a failed request reach the page', async () => {
    const { adapter } = adapterSending(jest.fn(async (_path: string, _body: object) => Promise.reject(new TypeError('Failed to fetch'))));
    adapter.page('/rides');
    await expect(adapter.flush()).resolves.toBeUndefined();
  });

  it('sends nothing when there is nothing to send', async () => {
    const { send, adapter } = adapterSending();
    await adapter.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
