import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which requests a fault applies to, by method and path (`PUT`, `/bucket/prefix/published/catalog/1.0.0.json`). */
export type FaultFilter = (method: string, path: string) => boolean;

/**
 * What the proxy does with the next requests `when` accepts (all by default): pass them on, answer every
 * `every`-th one (from the first) with `status` and an S3 error body, or take them and never answer.
 */
export type FaultMode =
  | { kind: 'pass' }
  | { kind: 'fail'; status: 500 | 503; every: number; when?: FaultFilter }
  | { kind: 'hang'; when?: FaultFilter };

export interface FaultProxy {
  /** Point a client here instead of at the server. */
  endpoint: string;
  set(mode: FaultMode): void;
  /** Requests answered with a fault or left hanging so far. */
  readonly faults: number;
  readonly requests: number;
  close(): Promise<void>;
}

const S3_CODE = { 500: 'InternalError', 503: 'SlowDown' } as const;

/**
 * A small HTTP proxy in front of an S3 server, on a free loopback port, that injects the failures an S3 endpoint has
 * in production: intermittent 500 and 503 (throttling) answers, or no answer at all.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const to = new URL(target);
  let mode: FaultMode = { kind: 'pass' };
  let faults = 0;
  let requests = 0;
  let matching = 0;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    requests += 1;
    if (mode.kind === 'hang' && (mode.when?.(request.method ?? '', request.url ?? '') ?? true)) {
      faults += 1;
      hanging.add(response);
      request.resume();
      return;
    }
    if (
      mode.kind === 'fail' &&
      (mode.when?.(request.method ?? '', request.url ?? '') ?? true) &&
      matching++ % mode.every === 0
    ) {
      faults += 1;
      const code = S3_CODE[mode.status];
      request.resume();
      response.writeHead(mode.status, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>injected</Message></Error>`,
      );
      return;
    }
    const upstream = http.request(
      { host: to.hostname, port: to.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    set(next) {
      mode = next;
      matching = 0;
    },
    get faults() {
      return faults;
    },
    get requests() {
      return requests;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
