import type { ErrorBody } from './apiError';

/**
 * A long request's answer as it goes, for a caller that accepts it: one JSON value per line, a
 * `progress` line as the work moves on, then one last line with its `result` or its `error` (the body
 * any refusal has, and the status it would have had). Shared by the server that writes it and the
 * console that reads it.
 */
export const PROGRESS_ANSWER_TYPE = 'application/x-ndjson';

/** How far one step of the work has got: `done` of `total` (bytes read, students compared, rows written). */
export interface WorkProgress {
  step: string;
  done: number;
  total: number;
}

export type ProgressLine<T> = { progress: WorkProgress } | { result: T } | { error: ErrorBody; status: number };
