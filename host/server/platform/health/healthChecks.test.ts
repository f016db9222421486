import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryEntry } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { createHealthChecks } from './healthChecks';

const MANIFEST = JSON.stringify({ id: 'catalog', name: 'catalog', exposes: [] });
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('createHealthChecks', () => {
  let server: Server;
  let origin: string;
  let closedPort: number;
  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    server = createServer((request, response) => {
      if (request.url === '/hang/mf-manifest.json') return; // never answers
      if (request.url === '/missing/mf-manifest.json') return void response.writeHead(404).end('no');
      response.writeHead(200, { 'content-type': 'application/json' }).end(MANIFEST);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const entry = (name: string, path: string, manifest = sri(MANIFEST)): RegistryEntry =>
    testRegistryEntry(name, { entry: `${origin}${path}`, integrity: { manifest, entry: sri('entry') } });

  it('fetches each live manifest where browsers do and checks it against the integrity recorded at deploy', async () => {
    const entries = [
      entry('good', '/good/mf-manifest.json'),
      entry('changed', '/changed/mf-manifest.json', sri('{"other": true}')),
      entry('missing', '/missing/mf-manifest.json'),
      entry('hanging', '/hang/mf-manifest.json'),
      testRegistryEntry('closed', {
        entry: `http://127.0.0.1:${closedPort}/mf-manifest.json`,
        integrity: entry('x', '/').integrity!,
      }),
      testRegistryEntry('unrecorded', { entry: `${origin}/good/mf-manifest.json` }),
    ];
    const checks = createHealthChecks({ entries: async () => entries, intervalMs: 60_000, timeoutMs: 1500 });
    expect(checks.healthOf('good', '1.0.0')).toEqual({ state: 'unchecked' });
    await checks.check();
    const problem = (name: string) => {
      const health = checks.healthOf(name, '1.0.0');
      return health.state === 'unhealthy' ? health.problem : health.state;
    };
    expect(problem('good')).toBe('healthy');
    expect(problem('changed')).toBe('the manifest does not match the integrity recorded at deploy');
    expect(problem('missing')).toBe('the manifest answered HTTP 404');
    expect(problem('hanging')).toBe('the manifest did not arrive within 1500 ms');
    expect(problem('closed')).toMatch(/^the manifest is unreachable \(ECONNREFUSED\)$/);
    expect(problem('unrecorded')).toBe('the registry records no integrity for this release');
    // Another version is not the one checked: unchecked until the next round.
    expect(checks.healthOf('good', '2.0.0')).toEqual({ state: 'unchecked' });
    await checks.close();
  });
});
