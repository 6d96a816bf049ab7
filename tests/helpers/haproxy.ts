import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WORKER_PORT_STEP } from '../../server/config';
import type { Requirement } from './requirements';

const HAPROXY = '/usr/sbin/haproxy';

export const haproxyRequirement: Requirement = { ok: fs.existsSync(HAPROXY), why: `${HAPROXY} is missing (apt-get install haproxy)` };

const portIsFree = (port: number) => new Promise<boolean>((resolve) => {
  const probe = net.createServer();
  probe.once('error', () => resolve(false));
  probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
});

/** A base port for `workers` console workers, each portal's port after it free too (PORT + 10·k + 0..2). */
export async function freeWorkerPorts(workers: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: workers }, (_, k) => [0, 1, 2].map((offset) => base + k * WORKER_PORT_STEP + offset)).flat();
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  throw new Error('No free ports for the workers');
}

export interface RunningProxy {
  /** The proxy's https address, e.g. https://127.0.0.1:41234 */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * HAProxy run with the project's own deploy/haproxy.cfg, its workers' ports (written there for
 * PORT=8080) moved to those of the console under test, a self-signed certificate for 127.0.0.1, and
 * 127.0.0.1 sent to the vendor portal's backend (`portal: 'admin'`: to the operator's).
 */
export async function startHaproxy(workerBase: number, { portal = 'vendor' }: { portal?: 'vendor' | 'admin' } = {}): Promise<RunningProxy> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const certificate = path.join(folder, 'console.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(folder, 'key.pem'), '-out', path.join(folder, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  fs.writeFileSync(certificate, fs.readFileSync(path.join(folder, 'cert.pem'), 'utf8') + fs.readFileSync(path.join(folder, 'key.pem'), 'utf8'));
  const config = fs.readFileSync(path.resolve('deploy/haproxy.cfg'), 'utf8')
    .replace(/127\.0\.0\.1:80([89])(\d)/g, (_, worker: string, portal: string) => `127.0.0.1:${workerBase + (Number(worker) - 8) * WORKER_PORT_STEP + Number(portal)}`);
  const file = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const [httpsPort, httpPort] = [await freeWorkerPorts(1), await freeWorkerPorts(1)];
  const child = spawn(HAPROXY, ['-db', '-f', file], {
    env: { ...process.env, CONSOLE_TLS_CERT: certificate, VENDOR_HOST: portal === 'vendor' ? '127.0.0.1' : 'vendor.invalid', ENTERPRISE_HOST: 'enterprise.invalid', HTTPS_BIND: `127.0.0.1:${httpsPort}`, HTTP_BIND: `127.0.0.1:${httpPort}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (await portIsFree(httpsPort)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `https://127.0.0.1:${httpsPort}`,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
