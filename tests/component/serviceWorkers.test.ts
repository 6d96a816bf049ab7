import { registerUpdateServiceWorker, removeServiceWorkers } from '../../src/shell/global/newVersion/serviceWorkers';
import { TransientUpdateError } from '../../src/shell/global/newVersion/updateChecker';

/** A stand-in for a service worker as the browser reports it. */
class FakeWorker extends EventTarget {
  constructor(public scriptURL: string, public state: ServiceWorkerState = 'activated') {
    super();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registrationOf = (worker: FakeWorker, where: 'active' | 'installing' = 'active') =>
  ({ active: null, waiting: null, installing: null, [where]: worker, unregister: jest.fn(async () => true) }) as unknown as ServiceWorkerRegistration & { unregister: jest.Mock };

function browserWith(registrations: ServiceWorkerRegistration[], registered?: ServiceWorkerRegistration) {
  const container = { getRegistrations: jest.fn(async () => registrations), register: jest.fn(async () => registered ?? registrationOf(new FakeWorker('/sw.js'))) };
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
});

describe('the update service worker (spec 4.7, 7.8)', () => {
  it('registers /sw.js for the whole console', async () => {
    const browser = browserWith([]);
    await registerUpdateServiceWorker();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('reports an error when the new worker fails to install', async () => {
    const installing = new FakeWorker('/sw.js', 'installing');
    browserWith([], registrationOf(installing, 'installing'));
    const registering = registerUpdateServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    installing.become('redundant');
    await expect(registering).rejects.toThrow('failed to install');
  });

  it('reports a script that could not be fetched (a server restarting) as worth another try', async () => {
    const browser = browserWith([]);
    browser.register.mockRejectedValueOnce(new TypeError('Failed to register a ServiceWorker: An unknown error occurred when fetching the script.'));
    await expect(registerUpdateServiceWorker()).rejects.toBeInstanceOf(TransientUpdateError);
  });

  it('leaves mock API mode\'s worker in place', async () => {
    const browser = browserWith([registrationOf(new FakeWorker('http://localhost/mockServiceWorker.js'))]);
    await registerUpdateServiceWorker();
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('removes existing registrations when update checking is disabled, except mock API mode\'s', async () => {
    const ours = registrationOf(new FakeWorker('http://localhost/sw.js'));
    const mock = registrationOf(new FakeWorker('http://localhost/mockServiceWorker.js'));
    browserWith([ours, mock]);
    await removeServiceWorkers();
    expect(ours.unregister).toHaveBeenCalled();
    expect(mock.unregister).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(registerUpdateServiceWorker()).resolves.toBeUndefined();
    await expect(removeServiceWorkers()).resolves.toBeUndefined();
  });
});
