import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What a process of this folder answers: for each kind of request, what it is sent and what it returns. */
export type Exchanges = Record<string, { request: unknown; answer: unknown }>;
export type Handlers<E extends Exchanges> = { [K in keyof E]: (request: E[K]['request']) => Promise<E[K]['answer']> };

type ToChild = { id: number; kind: string; request: unknown };
type FromChild = { ready: unknown } | { id: number; answer: unknown } | { id: number; error: string };

export interface LinkedProcess<E extends Exchanges, Ready> {
  ready: Ready;
  pid: number;
  request<K extends keyof E & string>(kind: K, request: E[K]['request']): Promise<E[K]['answer']>;
  /** Ends the process (SIGTERM: it shuts down cleanly) and waits until it has. */
  stop(): Promise<void>;
}

/**
 * Runs an entry of this folder in a Node process of its own, so that servers and watchers never share
 * an event loop, and talks to it over IPC: the process says when it is ready, then answers requests.
 */
export async function startLinkedProcess<E extends Exchanges, Ready>(entry: string, env: Record<string, string> = {}): Promise<LinkedProcess<E, Ready>> {
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    env: { ...process.env, ...env },
    // BENCH_PROFILE_DIR: each process writes a V8 CPU profile there as it ends (Chrome's DevTools opens them).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, { resolve(answer: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on('message', (message: FromChild) => {
      if ('ready' in message) return resolve(message.ready as Ready);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if ('error' in message) waiting?.reject(new Error(`${entry}: ${message.error}`));
      else waiting?.resolve(message.answer);
    });
    child.once('exit', (code) => {
      const error = new Error(`${entry} stopped (exit code ${code})`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    return {
      ready: await ready,
      pid: child.pid!,
      request: (kind, request) => new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (answer: unknown) => void, reject });
        child.send({ id, kind, request } satisfies ToChild);
      }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The process side: say it is ready, answer each request with its handler, shut down on SIGTERM or when the parent is gone. */
export function serveParent<E extends Exchanges>(ready: unknown, handlers: Handlers<E>, stop: () => Promise<unknown>): void {
  process.on('message', ({ id, kind, request }: ToChild) => {
    handlers[kind](request).then(
      (answer) => process.send?.({ id, answer } satisfies FromChild),
      (error: Error) => process.send?.({ id, error: error.stack ?? error.message } satisfies FromChild),
    );
  });
  let stopping = false;
  const shutDown = () => {
    if (stopping) return;
    stopping = true;
    stop().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGTERM', shutDown);
  // A benchmark that died without ending its processes leaves none behind.
  process.once('disconnect', shutDown);
  process.send?.({ ready } satisfies FromChild);
}

/**
 * Waits through a measured window (Date.now() milliseconds) and its grace time after it; gives this
 * process's CPU over the window, as a percentage of one core.
 */
export async function throughWindow(window: { startMs: number; endMs: number }, graceMs: number): Promise<number> {
  const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms - Date.now()));
  await until(window.startMs);
  const cpuAtStart = process.cpuUsage();
  await until(window.endMs);
  const cpu = process.cpuUsage(cpuAtStart);
  await until(window.endMs + graceMs);
  return ((cpu.user + cpu.system) / 1000 / (window.endMs - window.startMs)) * 100;
}
