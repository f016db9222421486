import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface OutageProxy {
  /** The proxy's port, to put in a URL in place of the server's. */
  readonly port: number;
  /** Stops listening and ends every connection: new ones are refused (ECONNREFUSED), as from a stopped server. */
  down(): Promise<void>;
  /** Listens again on the same port and passes connections on. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server (PostgreSQL, here) that can be taken down and brought back: what clients see when
 * the server is killed and restarted, refused connections and ended sessions, while the server itself and its data
 * stay as they were.
 */
export async function startOutageProxy(target: { host: string; port: number }): Promise<OutageProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const handle = (client: Socket) => {
    const server = connect(target.port, target.host);
    track(client);
    track(server);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
    client.pipe(server).pipe(client);
  };
  let listener: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(handle);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        listener = next;
        resolve((next.address() as AddressInfo).port);
      });
    });
  const down = async () => {
    const closing = listener;
    listener = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  const port = await listen(0);
  return {
    port,
    down,
    up: async () => {
      if (!listener) await listen(port);
    },
    close: down,
  };
}
