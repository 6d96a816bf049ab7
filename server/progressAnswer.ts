import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROGRESS_ANSWER_TYPE, type ProgressLine, type WorkProgress } from '../resources/errors/progressAnswer';
import { errorAnswer, type HttpError } from './errors';

/** A progress line at most this often: enough for a bar to move smoothly, few enough to cost nothing. */
const PROGRESS_EVERY_MS = 150;

/**
 * Told how far the work has got. When it writes a line it hands back a promise that resolves after
 * the event loop has turned, for the work to await: work on SQLite runs its statements without ever
 * yielding to the loop, and a line not let out would wait for the end of the work.
 */
export type ReportProgress = (progress: WorkProgress) => Promise<void> | undefined;

/**
 * Answers a long request (a roster read, compared and applied) with its progress when the caller
 * accepts PROGRESS_ANSWER_TYPE (resources/errors/progressAnswer.ts): the answer starts at once, a
 * line says how far the work has got every PROGRESS_EVERY_MS, and the last line holds its result or
 * its refusal. Any other caller gets the plain answer once the work is done. Refusals known before
 * the work starts (access, a wrong type) are thrown before this is called and answer as any other.
 */
export async function answerWithProgress<T>(request: FastifyRequest, reply: FastifyReply, work: (report: ReportProgress) => Promise<T>): Promise<T | FastifyReply> {
  if (!(request.headers.accept ?? '').includes(PROGRESS_ANSWER_TYPE)) return work(() => undefined);
  const lines = new PassThrough();
  const write = (line: ProgressLine<T>) => lines.write(`${JSON.stringify(line)}\n`);
  // Proxies that hold an answer back until it ends (nginx) are told not to.
  reply.type(PROGRESS_ANSWER_TYPE).header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no').send(lines);
  let last = 0;
  const report: ReportProgress = (progress) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS && progress.done < progress.total) return undefined;
    last = now;
    write({ progress });
    return new Promise((resolve) => setImmediate(resolve));
  };
  void work(report)
    .then((result) => write({ result }), (error: HttpError) => {
      const { status, body } = errorAnswer(error, request, randomUUID());
      write({ error: body, status });
    })
    .finally(() => lines.end());
  return reply;
}
