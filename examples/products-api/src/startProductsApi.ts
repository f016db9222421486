import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SettingsError } from '@mfp/settings';
import { accessLogger, type ProductsApiLog } from './accessLog';
import { createAnswerGate, type AnswerGate } from './answerGate';
import { answerProductsRequest } from './answerProductsRequest';

export interface ProductsApiOptions {
  /** `0` asks the OS for a free port, which tests use. */
  port: number;
  /**
   * Address to bind: `127.0.0.1` by default, one address whichever family `localhost` resolves to first, so the origin
   * the catalog's records name is the one the sandbox and a standalone page reach.
   */
  host?: string;
  /** Milliseconds each product answer waits before it goes (PRODUCTS_API_LATENCY_MS). */
  latencyMs?: number;
  log?: ProductsApiLog;
  /**
   * Tests and the bench only: `POST /_control/hold` and `/_control/release` hold the answers, and
   * `POST /_control/latency?ms=N` changes `latencyMs` (0 to 10,000), for a caller that runs the API as a process of its
   * own. Off in `npm start`: no visitor may stall the shop.
   */
  controlRoutes?: boolean;
}

export interface RunningProductsApi {
  /** `http://<host>:<port>`, the origin a remote's API origins list. */
  origin: string;
  port: number;
  /** Product requests answered so far (`GET /_stats` says the same): issue 42 counts one per page view. */
  requests(): number;
  /** Holds product answers until released (`AnswerGate`). */
  gate: AnswerGate;
  /** Stops listening and cuts open connections; held answers are dropped. Safe to call more than once. */
  close(): Promise<void>;
}

/** A target longer than any route with its search needs: refused before anything else is read. */
const MAX_TARGET_LENGTH = 2048;

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // Product data changes under the shop's feet; no cache between the API and the loader keeps a stale copy.
  'cache-control': 'no-store',
  // Read-only public data: a remote's standalone page, on its own origin, reads it from the browser.
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
};

function send(response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  response.writeHead(status, { ...HEADERS, ...extra });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The most latency the control route sets: past any deadline a render has, short of a stalled test. */
const MAX_LATENCY_MS = 10_000;

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Serves the example's products over HTTP (issue 42): see `answerProductsRequest` for the routes. */
export async function startProductsApi(options: ProductsApiOptions): Promise<RunningProductsApi> {
  const { port, host = '127.0.0.1', controlRoutes = false } = options;
  const logLine = accessLogger(options.log);
  const gate = createAnswerGate();
  let answered = 0;
  let latencyMs = options.latencyMs ?? 0;

  /** The control routes' answer status, or undefined when `path` names none of them. */
  function control(path: string, query: URLSearchParams): number | undefined {
    if (path === '/_control/hold') gate.hold();
    else if (path === '/_control/release') gate.release();
    else if (path === '/_control/latency') {
      const text = query.get('ms') ?? '';
      const ms = Number(text);
      if (!/^\d{1,5}$/.test(text) || ms > MAX_LATENCY_MS) return 400;
      latencyMs = ms;
    } else return undefined;
    return 204;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const target = request.url ?? '/';
    const method = request.method ?? 'GET';
    if (target.length > MAX_TARGET_LENGTH) {
      send(response, 414, { error: 'bad-request', message: `the target is longer than ${MAX_TARGET_LENGTH}` });
      return 414;
    }
    const [path = '/', search = ''] = target.split('?');
    const controlled = controlRoutes && method === 'POST' ? control(path, new URLSearchParams(search)) : undefined;
    if (controlled !== undefined) {
      send(
        response,
        controlled,
        controlled === 204 ? undefined : { error: 'bad-request', message: `ms: 0 to ${MAX_LATENCY_MS}` },
      );
      return controlled;
    }
    if (method === 'OPTIONS') {
      send(response, 204, undefined, { 'access-control-allow-methods': 'GET, HEAD', 'access-control-max-age': '600' });
      return 204;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      send(response, 405, { error: 'method-not-allowed', message: `${method.slice(0, 20)} is not allowed: GET only` });
      return 405;
    }
    if (path === '/_stats') {
      send(response, 200, { requests: answered, waiting: gate.waiting() });
      return 200;
    }
    await gate.passed();
    await wait(latencyMs);
    const answer = answerProductsRequest(target);
    if (response.destroyed) return 499;
    answered += 1;
    send(response, answer.status, method === 'HEAD' ? undefined : answer.body);
    return answer.status;
  }

  const server = createServer((request, response) => {
    const started = performance.now();
    handle(request, response).then(
      (status) => {
        const ms = Math.round(performance.now() - started);
        logLine({ method: request.method ?? '', path: request.url ?? '', status, ms });
      },
      (error: unknown) => {
        logLine({ method: request.method ?? '', path: request.url ?? '', status: 500, ms: 0, error: String(error) });
        if (!response.headersSent)
          send(response, 500, { error: 'internal-error', message: 'the products API failed to answer' });
        else response.destroy();
      },
    );
  });
  // Bounds: a client that sends slowly, or holds many connections, does not keep the API's resources.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.maxConnections = 512;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new SettingsError(
              `Port ${port} (products API) is already in use. Stop the process using it, or choose another port, ` +
                `e.g. PRODUCTS_API_PORT=${port + 1}.`,
            )
          : error,
      ),
    );
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    port: bound,
    requests: () => answered,
    gate,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        gate.release();
      })),
  };
}
