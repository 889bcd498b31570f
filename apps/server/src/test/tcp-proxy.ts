import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** How a cut proxy behaves: refusing (a stopped service) or swallowing (a dead network). */
export type Outage = 'refuse' | 'blackhole';

/**
 * A TCP proxy on loopback in front of a shared service (PostgreSQL, Redis), so a test can
 * take the service away from one server without stopping it for everyone else.
 */
export interface TcpProxy {
  port: number;
  /**
   * Cuts every connection open now; afterwards, 'refuse' resets each new connection at once
   * (the service is down), 'blackhole' accepts it and never answers (the network is).
   */
  cut(outage?: Outage): void;
  /** Ends the outage: connections go through again (held blackholed ones are reset). */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let outage: Outage | undefined;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (outage === 'refuse') return void client.resetAndDestroy();
    if (outage === 'blackhole') return; // held, read by no one
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    const both = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', both);
    upstream.on('close', both);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut(kind = 'refuse') {
      outage = kind;
      cutAll();
    },
    restore() {
      outage = undefined;
      cutAll();
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
