import { useEffect } from 'react';
import { watchLoadFailures } from '../../../providers/telemetry/loadFailureReporting';
import { telemetry } from '../../../providers/telemetry/telemetry';

/** Spec 8: scripts and stylesheets that fail to load while the console is open are reported. */
export function useLoadFailureReporting(): void {
  useEffect(() => watchLoadFailures(window, telemetry()), []);
}
