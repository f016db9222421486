import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describeListenError } from './listenError';

export interface RunningServer {
  app: FastifyInstance;
  /** The port actually bound, which differs from the configured one when that was 0. */
  port: number;
  /** `http://localhost:<port>`, the address to open or to fetch from. */
  url: string;
}

/**
 * How long a close waits for requests in flight before it cuts their connections: short enough that a stop signal
 * frees every port within 2 s, long enough for any answer of these servers but a stuck one.
 */
export const CLOSE_DEADLINE_MS = 1_500;

/** One server to start: its app, which of the two it is (for messages) and where it listens. */
export interface ServerToStart {
  app: FastifyInstance;
  server: 'host' | 'store';
  port: number;
  host: string;
}

/**
 * Starts the servers in order; when one cannot listen, those already started are closed before the error (a one-line
 * one for a taken port or a bad HOST) is thrown, so a failed start never keeps the process alive.
 */
export async function listenAll(servers: readonly ServerToStart[]): Promise<RunningServer[]> {
  const running: RunningServer[] = [];
  try {
    for (const server of servers) running.push(await listen(server));
    return running;
  } catch (error) {
    await Promise.allSettled(servers.map(({ app }) => app.close()));
    throw error;
  }
}

async function listen({ app, server, port, host }: ServerToStart): Promise<RunningServer> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    throw describeListenError(error, server, port, host);
  }
  const bound = (app.server.address() as AddressInfo).port;
  return { app, port: bound, url: `http://localhost:${bound}` };
}

/** A close of all the servers given, that waits at most `deadlineMs` for requests in flight; safe to call twice. */
export function closerOf(apps: readonly FastifyInstance[]): (deadlineMs?: number) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (deadlineMs = CLOSE_DEADLINE_MS) =>
    (closing ??= Promise.all(apps.map((app) => closeWithin(app, deadlineMs))).then(() => undefined));
}

/** How often a closing server closes the kept-alive connections whose last request has been answered. */
const IDLE_SWEEP_MS = 25;

/**
 * fastify's close stops accepting connections, answers new requests on kept-alive ones with 503 and waits for those in
 * flight. Two things would keep it waiting, and the port taken: a connection kept alive after its request finished
 * (fastify closes the idle ones once, when the close begins), hence the sweep; and a request that never ends, hence
 * the deadline.
 */
async function closeWithin(app: FastifyInstance, deadlineMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), deadlineMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
