import { render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { watchLoadFailures } from '../../src/providers/telemetry/loadFailureReporting';
import { setTelemetryAdapter } from '../../src/providers/telemetry/telemetry';
import { loadPage } from '../../src/shell/global/browserNavigation';
import { lazyWithReport, SECTION_RELOAD_KEY, type SectionComponent } from '../../src/shell/global/lazyWithReport';
import { recordingTelemetry } from './consoleTesting';

jest.mock('../../src/shell/global/browserNavigation', () => ({ loadPage: jest.fn(), reloadPage: jest.fn() }));

let telemetry: ReturnType<typeof recordingTelemetry>;
beforeEach(() => {
  telemetry = recordingTelemetry();
  setTelemetryAdapter(telemetry);
  window.sessionStorage.clear();
  jest.mocked(loadPage).mockClear();
  window.history.replaceState(null, '', '/rides?filter=%7B%7D');
});
afterAll(() => setTelemetryAdapter(undefined));

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Section failed: {`${this.state.error.name}: ${this.state.error.message}`}</p> : this.props.children;
  }
}

const chunkGone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/RideList-1a2b.js'));

function renderSection(importer: () => Promise<{ default: () => ReactNode }>) {
  const Section = lazyWithReport(importer);
  return render(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading section</p>}>
        <Section />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('a section that fails to load (spec 8)', () => {
  it('is reported, then the target address is loaded in full', async () => {
    renderSection(chunkGone);
    await screen.findByText('Loading section');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('http://localhost/rides?filter=%7B%7D'));
    expect(telemetry.calls).toEqual([
      ['reportError', 'section-load', { message: 'Failed to fetch dynamically imported module: /assets/RideList-1a2b.js', url: 'http://localhost/rides?filter=%7B%7D' }],
    ]);
    expect(screen.getByText('Loading section')).toBeInTheDocument();
  });

  it('reloads only once: failing again right after the reload says the page could not be loaded', async () => {
    window.sessionStorage.setItem(SECTION_RELOAD_KEY, JSON.stringify({ url: window.location.href, at: Date.now() - 5000 }));
    const reactLogsCaughtError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection(chunkGone);
    expect(await screen.findByText('Section failed: SectionUnavailableError: The page http://localhost/rides?filter=%7B%7D could not be loaded')).toBeInTheDocument();
    reactLogsCaughtError.mockRestore();
    expect(loadPage).not.toHaveBeenCalled();
    expect(telemetry.calls).toHaveLength(1);
  });

  it('reloads again when the last reload for the address was more than a minute ago (a later deploy)', async () => {
    window.sessionStorage.setItem(SECTION_RELOAD_KEY, JSON.stringify({ url: window.location.href, at: Date.now() - 2 * 60_000 }));
    renderSection(chunkGone);
    await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
  });

  it('renders the section when it loads', async () => {
    renderSection(async () => ({ default: () => <p>Rides</p> }));
    expect(await screen.findByText('Rides')).toBeInTheDocument();
    expect(telemetry.calls).toEqual([]);
  });
});

describe('a section fetched before it is shown', () => {
  const inSuspense = (Section: SectionComponent<object>) => (
    <Suspense fallback={<p>Loading section</p>}>
      <Section />
    </Suspense>
  );

  it('renders in the first pass once preloaded, with no spinner, and is fetched once', async () => {
    const importer = jest.fn(async () => ({ default: () => <p>Rides</p> }));
    const Section = lazyWithReport(importer);
    await Section.preload();
    render(inSuspense(Section));
    expect(screen.getByText('Rides')).toBeInTheDocument();
    expect(screen.queryByText('Loading section')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner while a preload is still on its way, then the section', async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const Section = lazyWithReport(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));
    const preloaded = Section.preload();
    render(inSuspense(Section));
    expect(screen.getByText('Loading section')).toBeInTheDocument();
    arrive({ default: () => <p>Rides</p> });
    await preloaded;
    expect(await screen.findByText('Rides')).toBeInTheDocument();
  });

  it('fails as the section would have: reported, and the address loaded in full while the preload waits for it', async () => {
    const Section = lazyWithReport(chunkGone);
    let settled = false;
    void Section.preload().then(() => (settled = true));
    await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
    expect(telemetry.calls).toHaveLength(1);
    expect(settled).toBe(false);
  });

  it('settles quietly when the address was just reloaded, and the section says it could not be loaded', async () => {
    window.sessionStorage.setItem(SECTION_RELOAD_KEY, JSON.stringify({ url: window.location.href, at: Date.now() - 5000 }));
    const Section = lazyWithReport(chunkGone);
    await expect(Section.preload()).resolves.toBe(false);
    const reactLogsCaughtError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorBoundary>{inSuspense(Section)}</ErrorBoundary>);
    expect(await screen.findByText(/^Section failed: SectionUnavailableError/)).toBeInTheDocument();
    reactLogsCaughtError.mockRestore();
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('scripts and stylesheets that fail to load (spec 8)', () => {
  it('are reported; other failing elements are not', () => {
    const stop = watchLoadFailures(window, telemetry);
    const script = Object.assign(document.createElement('script'), { src: 'http://localhost/assets/index-9f8e.js' });
    const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: 'http://localhost/assets/index-9f8e.css' });
    const image = Object.assign(document.createElement('img'), { src: 'http://localhost/logo.svg' });
    for (const element of [script, stylesheet, image]) {
      document.head.appendChild(element);
      element.dispatchEvent(new Event('error'));
    }
    stop();
    script.dispatchEvent(new Event('error'));
    expect(telemetry.calls).toEqual([
      ['reportError', 'script', { message: 'Failed to load script http://localhost/assets/index-9f8e.js', url: 'http://localhost/assets/index-9f8e.js' }],
      ['reportError', 'resource-load', { message: 'Failed to load stylesheet http://localhost/assets/index-9f8e.css', url: 'http://localhost/assets/index-9f8e.css' }],
    ]);
  });
});
