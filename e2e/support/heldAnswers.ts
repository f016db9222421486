import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An API whose answers the test holds: what a remote's server render waits for, answered when the test says. */
export interface HeldAnswers {
  /** `http://127.0.0.1:<port>`, for SERVER_RENDER_FETCH_ORIGINS and the remote's `?api=`. */
  origin: string;
  /** Whether a request for `key` has reached the server. */
  asked(key: string): boolean;
  /** Answers `key` now, or as soon as it is asked. */
  release(key: string): void;
  close(): Promise<void>;
}

/**
 * Starts a server that answers `GET /hold/<key>` only once the test has released `key`: the test decides when a
 * remote's server render goes on, with no timer in between.
 */
export async function startHeldAnswers(): Promise<HeldAnswers> {
  const waiting = new Map<string, ServerResponse>();
  const asked = new Set<string>();
  const released = new Set<string>();
  const answer = (response: ServerResponse) =>
    response.writeHead(200, { 'content-type': 'text/plain' }).end('released');
  const server = createServer((request, response) => {
    const key = /^\/hold\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    if (key === undefined) return void response.writeHead(404).end();
    asked.add(key);
    if (released.has(key)) answer(response);
    else waiting.set(key, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: (key) => asked.has(key),
    release(key) {
      released.add(key);
      const response = waiting.get(key);
      waiting.delete(key);
      if (response) answer(response);
    },
    close: () => {
      for (const response of waiting.values()) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
