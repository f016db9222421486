import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FIXTURES, type Fault, type FixtureVariant } from '../fixtures/fixtureCatalogue';
import { FOREIGN_FIXTURES } from '../fixtures/foreignFixtures';
import { VITE_FIXTURES } from '../fixtures/viteFixtures';
import { contentTypeOf, faultForFile, sendFault } from './faultAnswers';

/**
 * The fault-injecting CDN for the browser tests. It serves the built fixtures (`e2e/fixtures/buildFixtures.ts`) at
 * `http://localhost:<port>/<name>/<v1|v2>/<file>` and, while a fault fixture is broken, answers its v1 files with the
 * fixture's fault. v2 files are never faulted. Tests switch a fault with `POST /_faults/<name>/heal|break`.
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

export interface FaultServer {
  /** Stops both listeners, dropping open (hanging) connections. Safe to call twice. */
  close(): Promise<void>;
}

type Listener = 'faults' | 'refused';
type FileRequest = FastifyRequest<{ Params: { name: string; version: string; '*': string } }>;

const FAULT_BY_NAME = new Map(FIXTURES.flatMap((fixture) => (fixture.fault ? [[fixture.name, fixture.fault]] : [])));
const FIXTURE_NAMES = new Set([...FIXTURES, ...FOREIGN_FIXTURES, ...VITE_FIXTURES].map((fixture) => fixture.name));
const VARIANTS = new Set<string>(['v1', 'v2'] satisfies FixtureVariant[]);

function faultOfFixture(name: string): Fault {
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
  const hanging = new Set<ServerResponse>();
  let refusedApp: FastifyInstance | undefined;
  let closed = false;

  const keepHanging = (reply: FastifyReply) => {
    const raw = reply.raw;
    hanging.add(raw);
    raw.on('close', () => hanging.delete(raw));
  };

  async function serveFile(request: FileRequest, reply: FastifyReply, listener: Listener) {
    const { name, version } = request.params;
    const file = path.posix.normalize(request.params['*']);
    if (!FIXTURE_NAMES.has(name) || !VARIANTS.has(version) || file.startsWith('..') || path.isAbsolute(file)) {
      return reply.code(404).type('text/plain').send('not found');
    }
    reply.header('cache-control', 'no-store');
    // No keep-alive on the refused listener: after a break the next request must meet a refused connection, not a
    // pooled socket that the close has just cut.
    if (listener === 'refused') reply.header('connection', 'close');

    const fixtureFault = FAULT_BY_NAME.get(name);
    const injected =
      listener === 'faults' && version === 'v1' && fixtureFault && broken.has(name)
        ? faultForFile(fixtureFault, file)
        : undefined;
    if (injected) return sendFault(reply, injected, keepHanging);

    try {
      const body = await readFile(path.join(fixturesDir, name, version, file));
      return reply.code(200).type(contentTypeOf(file)).send(body);
    } catch {
      return reply.code(404).type('text/plain').send(`${name}/${version}/${file} not found`);
    }
  }

  function createApp(listener: Listener): FastifyInstance {
    // forceCloseConnections: close() must not wait for keep-alive sockets or the hanging manifest requests.
    const app = Fastify({ logger: false, forceCloseConnections: true });
    app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'POST'] });
    app.get('/:name/:version/*', (request: FileRequest, reply) => serveFile(request, reply, listener));
    return app;
  }

  async function heal(name: string): Promise<void> {
    const fault = faultOfFixture(name);
    broken.delete(name);
    if (fault === 'refused' && !refusedApp && !closed) {
      const app = createApp('refused');
      await app.listen({ port: refusedPort, host });
      refusedApp = app;
    }
  }

  async function breakAgain(name: string): Promise<void> {
    const fault = faultOfFixture(name);
    broken.add(name);
    if (fault === 'refused' && refusedApp) {
      const app = refusedApp;
      refusedApp = undefined;
      await app.close();
    }
  }

  const app = createApp('faults');
  app.post(
    '/_faults/:name/:action',
    async (request: FastifyRequest<{ Params: { name: string; action: string } }>, reply) => {
      const { name, action } = request.params;
      if (action !== 'heal' && action !== 'break') {
        return reply.code(404).send({ error: 'action must be heal or break' });
      }
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
