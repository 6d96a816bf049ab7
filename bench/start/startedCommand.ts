import { spawn } from 'node:child_process';

export interface Started {
  /** From the spawn to the first answer of the server's health check. */
  ms: number;
  /** The lines it printed on the way (seeding progress among them). */
  lines: string[];
}

const URL_IN_LINE = /(http:\/\/localhost:\d+)/;

/**
 * Runs a command the way a person does from the project's folder, waits for the first URL it prints
 * to answer `/api/health`, and stops it (its whole process group: npm, tsx and node).
 */
export async function timeToServing(command: string, args: string[], env: Record<string, string>): Promise<Started> {
  const started = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let pending = '';
      const read = (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        const complete = pending.split('\n');
        pending = complete.pop() ?? '';
        for (const line of complete) {
          lines.push(line);
          const found = URL_IN_LINE.exec(line);
          if (found) resolve(found[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then((code) => reject(new Error(`${command} ${args.join(' ')} stopped (exit code ${code}) before serving:\n${lines.join('\n')}`)));
    });
    const health = await fetch(`${url}/api/health`);
    if (!health.ok) throw new Error(`${url}/api/health answered ${health.status}`);
    return { ms: performance.now() - started, lines };
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}
