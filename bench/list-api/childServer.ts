import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Message a server process sends its parent once it serves. */
interface Ready {
  url: string;
}

/** A server entry running in a process of its own (`startChildServer`). */
export interface ChildServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a server entry of this folder in a Node process of its own, so that it never shares an
 * event loop (or a core) with the load generator, and answers once it serves.
 */
export async function startChildServer(entry: string, env: Record<string, string>, nodeOptions: string[] = []): Promise<ChildServer> {
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...nodeOptions],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message) => resolve((message as Ready).url));
      child.once('exit', (code) => reject(new Error(`${entry} stopped (exit code ${code}) before serving`)));
    });
    return { url, pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs a server entry of this folder in a process of its own (`startChildServer`) and gives `work`
 * its URL (and its process id, to read its memory by); the process is ended afterwards whatever happens.
 */
export async function withServerProcess<T>(entry: string, env: Record<string, string>, work: (url: string, pid: number) => Promise<T>, nodeOptions: string[] = []): Promise<T> {
  const server = await startChildServer(entry, env, nodeOptions);
  try {
    return await work(server.url, server.pid);
  } finally {
    await server.stop();
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
