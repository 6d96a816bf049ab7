import { HttpError } from 'react-admin';
import { PROGRESS_ANSWER_TYPE, type ProgressLine, type WorkProgress } from '../../resources/errors/progressAnswer';

export { PROGRESS_ANSWER_TYPE };

/**
 * Reads a long call's answer as it arrives (resources/errors/progressAnswer.ts): each progress line
 * is handed on at once, and the last line is the call's result, or its refusal thrown as
 * react-admin's HttpError with the server's words, like any other call's.
 */
export class ProgressReader<T> {
  private pending = '';
  private last?: ProgressLine<T>;

  constructor(private readonly onProgress: (progress: WorkProgress) => void) {}

  /** More of the answer's text, as it came. */
  add(more: string): void {
    this.pending += more;
    for (let end = this.pending.indexOf('\n'); end >= 0; end = this.pending.indexOf('\n')) {
      const line = JSON.parse(this.pending.slice(0, end)) as ProgressLine<T>;
      this.pending = this.pending.slice(end + 1);
      if ('progress' in line) this.onProgress(line.progress);
      else this.last = line;
    }
  }

  /** The call's result once the answer has ended; an answer cut short is a refusal without words. */
  result(): T {
    if (this.last && 'result' in this.last) return this.last.result;
    if (this.last && 'error' in this.last) throw new HttpError(this.last.error.message, this.last.status, this.last.error);
    throw new HttpError('', 0);
  }
}

/** Whether an answer is a progress stream, rather than a plain answer (a refusal before the work started, or mock mode's). */
export const isProgressAnswer = (contentType: string | null) => (contentType ?? '').includes(PROGRESS_ANSWER_TYPE);
