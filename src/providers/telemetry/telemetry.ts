import { createServerTelemetryAdapter } from './serverTelemetryAdapter';
import type { TelemetryAdapter } from './telemetryAdapter';

let current: TelemetryAdapter | undefined;

/** The adapter in use: the console's own collector unless another was plugged in. */
export function telemetry(): TelemetryAdapter {
  if (!current) {
    const adapter = createServerTelemetryAdapter();
    // What is still queued when the tab closes or navigates away goes out with it.
    window.addEventListener('pagehide', () => void adapter.flush());
    current = adapter;
  }
  return current;
}

/** Plugs in another analytics or error-reporting service (and lets tests watch the calls). */
export function setTelemetryAdapter(adapter: TelemetryAdapter | undefined): void {
  current = adapter;
}
