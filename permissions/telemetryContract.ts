/**
 * The bodies of POST /api/telemetry/events and POST /api/telemetry/errors (spec 1.7, 8), and the
 * collector's limits: the browser batches within them, the server refuses anything beyond.
 */
export type LoadFailureKind = 'section-load' | 'resource-load' | 'script';

export interface TelemetryEvent {
  type: 'identify' | 'page';
  at: string;
  userId?: number;
  gitVersion?: string;
  path?: string;
}

export interface ErrorReport {
  kind: LoadFailureKind;
  message: string;
  url?: string;
  at: string;
}

export const TELEMETRY_LIMITS = {
  eventsPerBatch: 50,
  errorsPerBatch: 20,
  /** Paths, versions and URLs. */
  text: 500,
  message: 2000,
} as const;
