import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HangingServer {
  origin: string;
  close(): Promise<void>;
}

/** A remote origin that accepts every connection and never answers: the "store hangs" case of the bench. */
export async function startHangingServer(host: string): Promise<HangingServer> {
  const open = new Set<ServerResponse>();
  const server: Server = createServer((_request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on: bound by the OS for a moment, then released. Connections to it are refused. */
export async function refusedOrigin(host: string): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://${host}:${port}`;
}
