/**
 * A TCP proxy in front of PostgreSQL for fault tests: the shop connects to the proxy, and the
 * test plays the network or the database server going wrong.
 *
 * - `cut()` ends every connection at once (a database restart, a failover, a dropped link): both
 *   sides see their socket destroyed.
 * - `freeze()` stops forwarding in both directions while every socket stays open, and new
 *   connections are accepted but hear nothing (a network partition, a stopped server, a full
 *   disk): nothing fails, nothing answers. `thaw()` forwards what was held back and goes on.
 * - `refuse()` closes the listening port, so a new connection is refused (the database is down);
 *   `accept()` listens again on the same port.
 */
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** `target` with the proxy's host and port instead of the database's. */
  url: (target: string) => string;
  /** Connections made through the proxy so far (each a pair of sockets). */
  readonly connections: number;
  cut(): void;
  freeze(): void;
  thaw(): void;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
};

type Pair = { client: Socket; server: Socket; ended: boolean };

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let made = 0;

  const pipe = (from: Socket, to: Socket) => {
    // Paused sockets stop reading, so the kernel buffers fill and the sender stalls as it would
    // behind a dead link; resume() on thaw lets the held bytes through in order.
    from.on('data', (chunk) => {
      if (!to.destroyed) to.write(chunk);
    });
  };

  const onConnection = (client: Socket) => {
    made++;
    const server = createConnection({ host: targetHost, port: targetPort });
    const pair: Pair = { client, server, ended: false };
    pairs.add(pair);
    if (frozen) {
      client.pause();
      server.pause();
    }
    pipe(client, server);
    pipe(server, client);
    // While frozen, one side closing is news that cannot cross the dead link: the other side
    // stays open (and hears nothing) until the thaw.
    const end = () => {
      pair.ended = true;
      if (frozen) return;
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', end);
    server.on('error', end);
    client.on('close', end);
    server.on('close', end);
  };

  let listener: Server = createServer(onConnection);
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(listener, 0);
  let listening = true;

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      listener.close(() => resolve());
    });

  const cut = () => {
    for (const { client, server } of pairs) {
      client.destroy();
      server.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    url: (target) => {
      const u = new URL(target);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    get connections() {
      return made;
    },
    cut,
    freeze() {
      frozen = true;
      for (const { client, server } of pairs) {
        client.pause();
        server.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (pair.ended) {
          pairs.delete(pair);
          pair.client.destroy();
          pair.server.destroy();
        } else {
          pair.client.resume();
          pair.server.resume();
        }
      }
    },
    refuse: stopListening,
    async accept() {
      if (listening) return;
      listener = createServer(onConnection);
      await listen(listener, port);
      listening = true;
    },
    async close() {
      await stopListening();
      cut();
    },
  };
}
