import http from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { FAILURE_REPORT_PATH } from '@mfp/shared/failures';
import { pageDataFromHtml } from '@mfp/shared/page';
import { loadServerConfig } from '../config/config';
import { SettingsError } from '@mfp/settings';
import { PortInUseError, startServers, type RunningServers } from './startServers';
import { makeTempDir, writeFiles } from '../testing/fixtures';

/** The one test with real sockets: what scripts and browser tests rely on when they start the servers in-process. */
describe('startServers', () => {
  let dir: string;
  let remove: () => Promise<void>;
  const running: RunningServers[] = [];

  beforeAll(async () => {
    ({ dir, remove } = await makeTempDir('start'));
    await writeFiles(dir, {
      'dist/index.html': '<!doctype html><title>host</title>',
      'store/registry.json': '{"remotes":[]}',
      'store/remotes/catalog/1.0.0/remoteEntry.js': 'var catalog;',
    });
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((servers) => servers.close()));
  });

  afterAll(() => remove());

  const configFor = (env: Record<string, string> = {}) =>
    loadServerConfig({
      PORT: '0',
      STORE_PORT: '0',
      HOST_DIST: path.join(dir, 'dist'),
      STORE_DIR: path.join(dir, 'store'),
      ...env,
    });

  async function start(config = configFor()): Promise<RunningServers> {
    const servers = await startServers(config, { logger: false });
    running.push(servers);
    return servers;
  }

  it('serves the host and the store on their own ports, and reports the ports it bound', async () => {
    const { host, store } = await start();
    expect(host.port).toBeGreaterThan(0);
    expect(store.port).toBeGreaterThan(0);
    expect(host.port).not.toBe(store.port);
    expect(host.url).toBe(`http://localhost:${host.port}`);

    const page = await fetch(`${host.url}/catalog`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<title>host</title>');
    const registry = await fetch(`${host.url}/registry.json`);
    expect(await registry.json()).toEqual({ remotes: [] });
    const entry = await fetch(`${store.url}/remotes/catalog/1.0.0/remoteEntry.js`, { headers: { origin: host.url } });
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(await entry.text()).toBe('var catalog;');
  });

  it('passes the allowed remote origins to the page policy and the page data', async () => {
    const { host } = await start(
      configFor({
        STORE_PUBLIC_URL: 'https://cdn.example.com',
        ALLOWED_REMOTE_ORIGINS: 'https://cdn.example.com, http://localhost:3001',
        OVERRIDES: 'off',
      }),
    );
    const page = await fetch(`${host.url}/`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain(
      "; script-src 'self' https://cdn.example.com http://localhost:3001; connect-src 'self' https://cdn.example.com " +
        'http://localhost:3001; ',
    );
    const data = pageDataFromHtml(await page.text());
    expect(data?.allowedRemoteOrigins).toEqual(['https://cdn.example.com', 'http://localhost:3001']);
    expect(data).not.toHaveProperty('overrideOrigins');
  });

  it('passes the override origins, with OVERRIDES=on, to the page policy and the page data', async () => {
    const { host } = await start(configFor({ OVERRIDES: 'on', ALLOWED_OVERRIDE_ORIGINS: 'https://dev.example.com' }));
    const page = await fetch(`${host.url}/`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain(
      'http://localhost:* http://127.0.0.1:* https://dev.example.com;',
    );
    expect(pageDataFromHtml(await page.text())?.overrideOrigins).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'https://dev.example.com',
    ]);
  });

  it('stops both servers on close, and close can be called twice', async () => {
    const servers = await start();
    await Promise.all([servers.close(), servers.close()]);
    await expect(fetch(`${servers.host.url}/healthz`)).rejects.toThrow();
    await expect(fetch(`${servers.store.url}/healthz`)).rejects.toThrow();
  });

  /** An failure report whose body arrives in two parts: the request is in flight between them. */
  function reportInTwoParts(port: number) {
    const body = JSON.stringify({ culprit: 'remote', remote: 'cart', kind: 'timeout', message: 'slow', url: '/' });
    const request = http.request({
      port,
      host: 'localhost',
      method: 'POST',
      path: FAILURE_REPORT_PATH,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.once('response', (response: http.IncomingMessage) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 10));
    return { answered, finish: () => request.end(body.slice(10)) };
  }

  it('lets a request in flight finish when it closes, then frees the port', async () => {
    const servers = await start();
    const headersArrived = once(servers.host.app.server, 'request');
    const report = reportInTwoParts(servers.host.port);
    await headersArrived;
    const closing = servers.close(10_000);
    report.finish();
    expect(await report.answered).toBe(200);
    await closing;
    await expect(fetch(`${servers.host.url}/healthz`)).rejects.toThrow();
  });

  it('cuts a request still in flight at the deadline, so a stuck client cannot hold the port', async () => {
    const servers = await start();
    const headersArrived = once(servers.host.app.server, 'request');
    const report = reportInTwoParts(servers.host.port);
    await headersArrived;
    await servers.close(100); // resolves: the deadline cut the connection the request was waiting on
    await expect(report.answered).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(fetch(`${servers.host.url}/healthz`)).rejects.toThrow();
  });

  it('names the taken host port and the variable that moves it', async () => {
    const first = await start();
    const attempt = startServers(configFor({ PORT: String(first.host.port) }), { logger: false });
    await expect(attempt).rejects.toThrow(PortInUseError);
    await expect(attempt).rejects.toThrow(
      new RegExp(`^Port ${first.host.port} \\(host server\\) is already in use.*PORT=`),
    );
  });

  it.each([
    ['a host name that does not resolve', 'no-such-host.invalid', /^HOST="no-such-host\.invalid" does not resolve/],
    ['an address of another machine', '192.0.2.1', /^HOST="192\.0\.2\.1" is not an address of this machine/],
  ])('refuses %s as HOST with a one-line message naming the fix', async (_what, host, message) => {
    const attempt = startServers({ ...configFor(), host }, { logger: false });
    await expect(attempt).rejects.toThrow(SettingsError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('names the taken store port and STORE_PORT', async () => {
    const first = await start();
    const attempt = startServers(configFor({ STORE_PORT: String(first.store.port) }), { logger: false });
    await expect(attempt).rejects.toThrow(/\(store server\) is already in use.*STORE_PORT=/);
  });
});
