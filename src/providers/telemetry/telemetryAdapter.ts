/**
 * Analytics and error reporting (spec 1.7, 7.8, 8) behind one small interface, so that another
 * service can replace the console's own collector without touching the callers.
 */

/** The load failures the error-reporting service receives. */
export type { LoadFailureKind } from '../../../permissions/telemetryContract';
import type { LoadFailureKind } from '../../../permissions/telemetryContract';

export interface LoadFailureDetails {
  message: string;
  /** The page or the file that failed to load. */
  url?: string;
}

export interface TelemetryAdapter {
  identify(userId: number, traits: { gitVersion: string }): void;
  page(path: string): void;
  reportError(kind: LoadFailureKind, details: LoadFailureDetails): void;
  /** Sends what is queued now, e.g. before the page is replaced. Never rejects. */
  flush(): Promise<void>;
}
