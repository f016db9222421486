import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryEntry } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { createHealthChecks } from './healthChecks';
import type { ReleaseToCheck } from './releasesToCheck';

const MANIFEST = JSON.stringify({ id: 'catalog', name: 'catalog', exposes: [] });
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('createHealthChecks', () => {
  let server: Server;
  let origin: string;
  let closedPort: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/hang/mf-manifest.json') return; // never answers
      if (request.url === '/missing/mf-manifest.json') return void response.writeHead(404).end('no');
      response.writeHead(200, { 'content-type': 'application/json' }).end(MANIFEST);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The closed port is taken while the server above holds its own: taken first, the kernel handed the freed port
    // straight back to the server once, and "closed" answered healthy (a CI run on Node 22).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const entry = (name: string, path: string, manifest = sri(MANIFEST)): RegistryEntry =>
    testRegistryEntry(name, { entry: `${origin}${path}`, integrity: { manifest, entry: sri('entry') } });
  const toCheck = ({ name, version, entry, integrity }: RegistryEntry): ReleaseToCheck => ({
    remote: name,
    version,
    entry,
    ...(integrity && { integrity }),
  });

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
      testRegistryEntry('elsewhere', {
        entry: 'http://169.254.169.254/latest/meta-data',
        integrity: entry('x', '/').integrity!,
      }),
    ];
    const checks = createHealthChecks({
      releases: async () => entries.map(toCheck),
      intervalMs: 60_000,
      timeoutMs: 1500,
      allowedOrigins: [origin, `http://127.0.0.1:${closedPort}`],
    });
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
    expect(problem('elsewhere')).toBe(
      'the manifest is not on an allowed origin (ALLOWED_REMOTE_ORIGINS), so it was not fetched',
    );
    // Another version is not the one checked: unchecked until the next round.
    expect(checks.healthOf('good', '2.0.0')).toEqual({ state: 'unchecked' });
    await checks.close();
  });

  it("checks a rollout's release like the live one and keeps both results apart, until the rollout ends", async () => {
    const catalog = toCheck(entry('catalog', '/good/mf-manifest.json'));
    const rollout = { ...catalog, version: '2.0.0', entry: `${origin}/missing/mf-manifest.json` };
    let served: ReleaseToCheck[] = [catalog, rollout];
    const checks = createHealthChecks({
      releases: async () => served,
      intervalMs: 60_000,
      timeoutMs: 1500,
      allowedOrigins: [origin],
    });
    await checks.check();
    expect(checks.healthOf('catalog', '1.0.0')).toMatchObject({ state: 'healthy' });
    expect(checks.healthOf('catalog', '2.0.0')).toMatchObject({
      state: 'unhealthy',
      problem: 'the manifest answered HTTP 404',
    });

    // The rollout's release repaired: healthy too, and the live one's result stays its own.
    served = [catalog, { ...rollout, entry: `${origin}/good/mf-manifest.json` }];
    await checks.check();
    expect(checks.healthOf('catalog', '2.0.0')).toMatchObject({ state: 'healthy' });
    expect(checks.healthOf('catalog', '1.0.0')).toMatchObject({ state: 'healthy' });

    // The rollout ended (aborted: the live release stays): its release is no longer checked, nor its result kept.
    served = [catalog];
    await checks.check();
    expect(checks.healthOf('catalog', '2.0.0')).toEqual({ state: 'unchecked' });
    expect(checks.healthOf('catalog', '1.0.0')).toMatchObject({ state: 'healthy' });
    await checks.close();
  });
});
