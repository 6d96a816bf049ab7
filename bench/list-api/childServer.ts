import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Message a server process sends its parent once it serves. */
interface Ready {
  url: string;
}

/**
 * Runs a server entry of this folder in a Node process of its own, so that it never shares an
 * event loop (or a core) with the load generator, and gives `work` its URL (and its process id, to
 * read its memory by); the process is ended afterwards whatever happens.
 */
export async function withServerProcess<T>(entry: string, env: Record<string, string>, work: (url: string, pid: number) => Promise<T>, nodeOptions: string[] = []): Promise<T> {
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...nodeOptions],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message) => resolve((message as Ready).url));
      child.once('exit', (code) => reject(new Error(`${entry} stopped (exit code ${code}) before serving`)));
    });
    return await work(url, child.pid!);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** The server side: tell the parent where we serve, and shut down cleanly when it is done with us. */
export function announceServing(url: string, stop: () => Promise<unknown>): void {
  process.once('SIGTERM', () => {
    stop().then(() => process.exit(0), () => process.exit(1));
  });
  process.send?.({ url } satisfies Ready);
}

/** A setting the parent passes to a server process; missing means a programming error. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
