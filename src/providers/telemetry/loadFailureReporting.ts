import type { TelemetryAdapter } from './telemetryAdapter';

/**
 * Spec 8: a script or stylesheet that failed to load is reported. Such failures do not bubble, so
 * they are caught in the capture phase at the window; an error event of a SCRIPT or LINK element is
 * always a load failure. Returns the function that stops watching.
 */
export function watchLoadFailures(target: Window, reporter: Pick<TelemetryAdapter, 'reportError'>): () => void {
  const onError = (event: Event) => {
    const element = event.target;
    if (element instanceof HTMLScriptElement) {
      reporter.reportError('script', { message: `Failed to load script ${element.src}`, url: element.src });
    } else if (element instanceof HTMLLinkElement) {
      reporter.reportError('resource-load', { message: `Failed to load ${element.rel || 'resource'} ${element.href}`, url: element.href });
    }
  };
  target.addEventListener('error', onError, true);
  return () => target.removeEventListener('error', onError, true);
}
