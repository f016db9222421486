import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FIXTURES, type Fault, type FixtureVariant } from '../fixtures/fixtureCatalogue';

/**
 * The fault-injecting CDN for the browser tests. It serves the built fixtures (`e2e/fixtures/buildFixtures.ts`) at
 * `http://localhost:<port>/<name>/<v1|v2>/<file>` and, while a fault fixture is broken, answers its v1 files with the
 * fixture's fault. v2 files are never faulted. It runs inside the Playwright runner process, so tests call `heal` and
 * `breakAgain` directly (or `POST /_faults/<name>/heal|break` from anywhere).
 */

export interface FaultServerOptions {
  /** Output folder of `buildFixtures`: `<fixturesDir>/<name>/<v1|v2>/...`. */
  fixturesDir: string;
  port: number;
  /** Port `fx_refused`'s registry entry points at; nothing listens there until `heal('fx_refused')`. */
  refusedPort: number;
  /** Interface to listen on; `localhost` (the default) covers both 127.0.0.1 and ::1. */
  host?: string;
}

/** One request for a fixture's file, as the server saw it. */
export interface FaultRequest {
  method: string;
  version: string;
  /** Path inside the version folder, e.g. `mf-manifest.json`. */
  file: string;
  /** Which listener answered: the fault server or the `fx_refused` listener on `refusedPort`. */
  server: 'faults' | 'refused';
  /** The fault injected into the answer, if any. */
  fault?: Fault;
  /** Status sent; undefined while a `hang` request is still open. */
  status?: number;
  /** `Date.now()` when the request arrived. */
  at: number;
}

export interface FaultServer {
  /** `http://localhost:<port>`, no trailing slash. */
  url: string;
  /** `http://localhost:<refusedPort>`: refuses connections until `heal('fx_refused')`. */
  refusedUrl: string;
  /** Stops both listeners, dropping open (hanging) connections. Safe to call twice. */
  close(): Promise<void>;
  /** Stops injecting the fixture's fault (for `fx_refused`: starts listening on `refusedPort`). */
  heal(name: string): Promise<void>;
  /** Injects the fixture's fault again (for `fx_refused`: stops listening on `refusedPort`). */
  breakAgain(name: string): Promise<void>;
  isBroken(name: string): boolean;
  /** Requests for the fixture's files since start (or the last `resetRequests`), oldest first. */
  requests(name: string): FaultRequest[];
  /** Forgets recorded requests, of one fixture or of all. */
  resetRequests(name?: string): void;
}

const JS_TYPE = 'application/javascript; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const CONTENT_TYPES: Record<string, string> = {
  '.js': JS_TYPE,
  '.json': JSON_TYPE,
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const MANIFEST = 'mf-manifest.json';
const ENTRY = 'remoteEntry.js';
export const GARBAGE_JS = 'this is not { javascript';
export const INVALID_MANIFEST = '{"remotes": [';

const FAULT_BY_NAME = new Map(FIXTURES.flatMap((fixture) => (fixture.fault ? [[fixture.name, fixture.fault]] : [])));
const FIXTURE_NAMES = new Set(FIXTURES.map((fixture) => fixture.name));
const VARIANTS = new Set<string>(['v1', 'v2'] satisfies FixtureVariant[]);

/** The fault to inject into `file` of a broken fixture, or undefined when this file is served normally. */
function faultFor(fault: Fault, file: string): Fault | undefined {
  switch (fault) {
    case 'manifest-404':
    case 'manifest-500':
    case 'hang':
    case 'invalid-manifest':
      return file === MANIFEST ? fault : undefined;
    case 'garbage-js':
      return file === ENTRY ? fault : undefined;
    case 'chunk-404':
      return file.endsWith('.js') && file !== ENTRY ? fault : undefined;
    case 'refused':
      // Broken by having no listener at all, not by any answer.
      return undefined;
  }
}

function faultFixture(name: string): Fault {
  const fault = FAULT_BY_NAME.get(name);
  if (!fault) {
    const hint = FIXTURE_NAMES.has(name)
      ? 'it is broken by its code, not by the server: point its registry entry at healedEntry() (v2) instead'
      : `unknown fixture; fault fixtures: ${[...FAULT_BY_NAME.keys()].join(', ')}`;
    throw new Error(`Fault server: cannot heal or break "${name}": ${hint}`);
  }
  return fault;
}

export async function startFaultServer({
  fixturesDir,
  port,
  refusedPort,
  host = 'localhost',
}: FaultServerOptions): Promise<FaultServer> {
  const broken = new Set(FAULT_BY_NAME.keys());
  const log = new Map<string, FaultRequest[]>();
  const hanging = new Set<ServerResponse>();
  let refusedApp: FastifyInstance | undefined;
  let closed = false;

  function record(name: string, request: FaultRequest): FaultRequest {
    const list = log.get(name) ?? [];
    list.push(request);
    log.set(name, list);
    return request;
  }

  async function serveFile(
    request: FastifyRequest<{ Params: { name: string; version: string; '*': string } }>,
    reply: FastifyReply,
    server: FaultRequest['server'],
  ) {
    const { name, version } = request.params;
    const file = request.params['*'];
    const normalized = path.posix.normalize(file);
    if (
      !FIXTURE_NAMES.has(name) ||
      !VARIANTS.has(version) ||
      normalized.startsWith('..') ||
      path.isAbsolute(normalized)
    ) {
      return reply.code(404).type('text/plain').send('not found');
    }
    const entry = record(name, { method: request.method, version, file: normalized, server, at: Date.now() });
    const fixtureFault = FAULT_BY_NAME.get(name);
    const fault =
      server === 'faults' && version === 'v1' && fixtureFault && broken.has(name)
        ? faultFor(fixtureFault, normalized)
        : undefined;
    entry.fault = fault;
    reply.header('cache-control', 'no-store');
    // No keep-alive on the refused listener: after `breakAgain` the next request must meet a refused connection,
    // not a pooled socket that the close has just cut.
    if (server === 'refused') reply.header('connection', 'close');

    switch (fault) {
      case 'manifest-404':
      case 'chunk-404':
        entry.status = 404;
        return reply.code(404).type('text/plain').send(`fault injected: ${fault}`);
      case 'manifest-500':
        entry.status = 500;
        return reply.code(500).type('text/plain').send('fault injected: manifest-500');
      case 'garbage-js':
        entry.status = 200;
        return reply.code(200).type(JS_TYPE).send(GARBAGE_JS);
      case 'invalid-manifest':
        entry.status = 200;
        return reply.code(200).type(JSON_TYPE).send(INVALID_MANIFEST);
      case 'hang': {
        // Headers never sent, socket kept open until the client gives up or the server closes.
        reply.hijack();
        const raw = reply.raw;
        hanging.add(raw);
        raw.on('close', () => hanging.delete(raw));
        return reply;
      }
      default:
        break;
    }

    let body: Buffer;
    try {
      body = await readFile(path.join(fixturesDir, name, version, normalized));
    } catch {
      entry.status = 404;
      return reply.code(404).type('text/plain').send(`${name}/${version}/${normalized} not found`);
    }
    entry.status = 200;
    const type = CONTENT_TYPES[path.extname(normalized)] ?? 'application/octet-stream';
    return reply.code(200).type(type).send(body);
  }

  function createApp(server: FaultRequest['server']): FastifyInstance {
    // forceCloseConnections: close() must not wait for keep-alive sockets or the hanging manifest requests.
    const app = Fastify({ logger: false, forceCloseConnections: true });
    app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'POST'] });
    app.get(
      '/:name/:version/*',
      (request: FastifyRequest<{ Params: { name: string; version: string; '*': string } }>, reply) =>
        serveFile(request, reply, server),
    );
    return app;
  }

  async function heal(name: string): Promise<void> {
    const fault = faultFixture(name);
    broken.delete(name);
    if (fault === 'refused' && !refusedApp && !closed) {
      const app = createApp('refused');
      await app.listen({ port: refusedPort, host });
      refusedApp = app;
    }
  }

  async function breakAgain(name: string): Promise<void> {
    const fault = faultFixture(name);
    broken.add(name);
    if (fault === 'refused' && refusedApp) {
      const app = refusedApp;
      refusedApp = undefined;
      await app.close();
    }
  }

  const app = createApp('faults');
  app.get('/_faults', async () => ({ broken: [...broken].sort() }));
  app.post(
    '/_faults/:name/:action',
    async (request: FastifyRequest<{ Params: { name: string; action: string } }>, reply) => {
      const { name, action } = request.params;
      if (action !== 'heal' && action !== 'break')
        return reply.code(404).send({ error: 'action must be heal or break' });
      try {
        await (action === 'heal' ? heal(name) : breakAgain(name));
      } catch (error) {
        return reply.code(400).send({ error: error instanceof Error ? error.message : String(error) });
      }
      return { name, broken: broken.has(name) };
    },
  );
  await app.listen({ port, host });

  return {
    url: `http://localhost:${port}`,
    refusedUrl: `http://localhost:${refusedPort}`,
    heal,
    breakAgain,
    isBroken: (name) => broken.has(name),
    requests: (name) => (log.get(name) ?? []).map((request) => ({ ...request })),
    resetRequests(name) {
      if (name === undefined) log.clear();
      else log.delete(name);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const response of hanging) response.destroy();
      hanging.clear();
      await Promise.all([app.close(), refusedApp?.close()]);
      refusedApp = undefined;
    },
  };
}
