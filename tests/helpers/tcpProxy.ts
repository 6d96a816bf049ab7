import net from 'node:net';

/** A TCP relay to a server (PostgreSQL) that a test can cut and restore, as a network fault would. */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts and relays again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const [socket, other] of [[client, upstream], [upstream, client]] as const) {
      open.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const cut = async () => {
    const closed = stopListening();
    for (const socket of open) socket.destroy();
    await closed;
  };
  return { port, cut, restore: () => listen(port), close: cut };
}

/** The same PostgreSQL URL, through the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}
