import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageRendering, PageRequest } from '../../src/ssr/renderConsolePage';
import type { FromRenderer, ToRenderer } from '../../src/ssr/renderWorker';

/** One of the page's reads, answered by the portal's API as the visitor (see consolePages.ts). */
export interface ReadAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageTask {
  request: PageRequest;
  read(path: string, accept: string): Promise<ReadAnswer>;
}

/** A page not drawn by then is served for the browser to draw: the server's drawing is a head start, never a wait. */
const DRAWING_TIMEOUT_MS = 2_000;
/**
 * A drawing still going this long after its page was served without it is stuck (a loop, a read
 * never answered): the thread is started again. Until then the thread finishes it — a fresh thread's
 * first drawing is its slowest, and stopping it there would throw that warming-up away every time.
 */
const STUCK_AFTER_MS = 10_000;
/** Pages waiting beyond the one being drawn; more are served for the browser to draw at once. */
const MOST_WAITING = 2;
/** A thread past this much heap is ended and started again, rather than left to grow. */
const THREAD_HEAP_MB = 256;

interface Drawing {
  renderId: number;
  task: PageTask;
  done(rendering: PageRendering | undefined): void;
  /** Set once the page was served without the drawing: when the thread counts as stuck on it. */
  stuck?: ReturnType<typeof setTimeout>;
}

/**
 * Draws console pages in a worker thread (the web app's src/ssr/renderWorker.ts, built into
 * dist/ssr/), one at a time, so that no drawing holds up the server's own requests. Every read a
 * drawing makes comes back here and is answered for that drawing only; a drawing that fails, takes
 * too long or finds the thread busy gives `undefined`, and the page is served as it always was.
 */
export class PageRenderer {
  private worker: Worker | undefined;
  private ready = false;
  private current: Drawing | undefined;
  private readonly waiting: Drawing[] = [];
  private lastRenderId = 0;
  private closed = false;

  private constructor(private readonly workerFile: string, private readonly log: (message: string) => void, private readonly stuckAfterMs: number) {
    this.startWorker();
  }

  /** A renderer over the build in `distDir`, or undefined when the build has no server drawing. */
  static forBuild(distDir: string, log: (message: string) => void, stuckAfterMs = STUCK_AFTER_MS): PageRenderer | undefined {
    const workerFile = path.join(distDir, 'ssr', 'renderWorker.js');
    return fs.existsSync(workerFile) ? new PageRenderer(workerFile, log, stuckAfterMs) : undefined;
  }

  /** A page asked for while the thread is still starting waits for it, within the same time. */
  render(task: PageTask): Promise<PageRendering | undefined> {
    if (this.waiting.length >= MOST_WAITING) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const renderId = (this.lastRenderId += 1);
      let settled = false;
      const finish = (rendering: PageRendering | undefined) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(rendering);
      };
      const drawing = { renderId, task, done: finish };
      const timer = setTimeout(() => this.tooLong(drawing), DRAWING_TIMEOUT_MS);
      this.waiting.push(drawing);
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.current?.stuck);
    for (const drawing of [...this.waiting, ...(this.current ? [this.current] : [])]) drawing.done(undefined);
    this.waiting.length = 0;
    this.current = undefined;
    await this.worker?.terminate();
  }

  /**
   * A page not drawn in time is served without its drawing. One still waiting leaves the queue; the
   * one being drawn is left to the thread to finish, unless it is still at it `stuckAfterMs` later.
   */
  private tooLong(drawing: Drawing): void {
    drawing.done(undefined);
    const position = this.waiting.indexOf(drawing);
    if (position >= 0) this.waiting.splice(position, 1);
    if (this.current !== drawing) return;
    this.log(`Drawing ${drawing.task.request.pathname} on the server took over ${DRAWING_TIMEOUT_MS} ms: the page is served for the browser to draw`);
    drawing.stuck = setTimeout(() => this.restartIfStuck(drawing), this.stuckAfterMs);
  }

  private restartIfStuck(drawing: Drawing): void {
    if (this.current !== drawing) return;
    this.log(`Drawing ${drawing.task.request.pathname} on the server is stuck: the drawing thread starts again`);
    this.current = undefined;
    const stopping = this.worker;
    this.startWorker();
    void stopping?.terminate();
  }

  private startWorker(): void {
    const worker = new Worker(this.workerFile, { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
    this.worker = worker;
    this.ready = false;
    // A thread being stopped is not listened to any more; answers go to the thread that asked.
    worker.on('message', (message: FromRenderer) => this.worker === worker && this.received(message, worker));
    worker.on('error', (error) => this.log(`The page drawing thread failed: ${error.message}`));
    worker.on('exit', () => {
      if (this.worker !== worker || this.closed) return;
      clearTimeout(this.current?.stuck);
      this.current?.done(undefined);
      this.current = undefined;
      this.startWorker();
    });
  }

  private next(): void {
    if (!this.ready || this.current) return;
    const drawing = this.waiting.shift();
    if (!drawing) return;
    this.current = drawing;
    this.worker?.postMessage({ kind: 'render', renderId: drawing.renderId, request: drawing.task.request } satisfies ToRenderer);
  }

  private received(message: FromRenderer, worker: Worker): void {
    const send = (reply: ToRenderer) => worker.postMessage(reply);
    if (message.kind === 'ready') {
      this.ready = true;
      this.next();
      return;
    }
    const drawing = this.current?.renderId === message.renderId ? this.current : undefined;
    if (message.kind === 'read') {
      if (!drawing) {
        send({ kind: 'read-failed', readId: message.readId, message: 'This drawing has ended' });
        return;
      }
      drawing.task.read(message.path, message.accept).then(
        (answer) => send({ kind: 'answer', readId: message.readId, ...answer }),
        (error: Error) => send({ kind: 'read-failed', readId: message.readId, message: error.message }),
      );
      return;
    }
    if (!drawing) return;
    clearTimeout(drawing.stuck);
    if (message.kind === 'not-rendered' && message.unexpected) this.log(`A page could not be drawn on the server (${drawing.task.request.pathname}): ${message.reason}`);
    drawing.done(message.kind === 'rendered' ? message.rendering : undefined);
    this.current = undefined;
    this.next();
  }
}
