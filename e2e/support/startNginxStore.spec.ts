import { expect, test } from '@playwright/test';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '@mfp/store/files';
import { rawGet } from './rawGet';
import { NGINX_TEMPLATE, renderNginxConfig, startNginxStore, type NginxStore } from './startNginxStore';

/** The helper itself, against real nginx on free ports (no browser needed). */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once a listener can take the port: nobody holds it any more. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

let storeDir: string;
const entry = 'remotes/catalog/1.0.0/remoteEntry.js';
const entryText = `var catalog = {};\n${'catalog.register("a product", () => render("a product"));\n'.repeat(200)}`;
const running: NginxStore[] = [];

test.beforeEach(async () => {
  storeDir = mkdtempSync(path.join(tmpdir(), 'mfp-nginx-store-'));
  // As a real store: readable by nginx's workers, whichever user they run as.
  chmodSync(storeDir, 0o755);
  mkdirSync(path.dirname(path.join(storeDir, entry)), { recursive: true });
  writeFileSync(path.join(storeDir, entry), entryText);
  await precompress(path.dirname(path.join(storeDir, entry)), () => {});
});

test.afterEach(async () => {
  await Promise.all(running.splice(0).map((nginx) => nginx.close()));
  rmSync(storeDir, { recursive: true, force: true });
});

async function start(options: { brotli?: boolean; port?: number } = {}): Promise<NginxStore> {
  const nginx = await startNginxStore({ storeDir, port: options.port ?? (await freePort()), brotli: options.brotli });
  running.push(nginx);
  return nginx;
}

test('serves the store, and close stops nginx and frees its port', async () => {
  const nginx = await start();
  const port = Number(new URL(nginx.url).port);
  const response = await rawGet(`${nginx.url}/${entry}`);
  expect(response.status).toBe(200);
  expect(response.body.toString()).toBe(entryText);
  expect(await canListen(port)).toBe(false);

  await nginx.close();
  await expect(rawGet(`${nginx.url}/${entry}`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(await canListen(port)).toBe(true);
  await nginx.close(); // a second close is harmless
});

test('sends the brotli sibling when the module is loaded, and the gzip one without it', async () => {
  const original = readFileSync(path.join(storeDir, entry));
  const withModule = await start();
  const withoutModule = await start({ brotli: false });

  const br = await rawGet(`${withModule.url}/${entry}`, { 'accept-encoding': 'br, gzip' });
  expect(br.headers['content-encoding']).toBe(withModule.brotli ? 'br' : 'gzip');
  expect((withModule.brotli ? brotliDecompressSync(br.body) : gunzipSync(br.body)).equals(original)).toBe(true);

  const gz = await rawGet(`${withoutModule.url}/${entry}`, { 'accept-encoding': 'br, gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).equals(original)).toBe(true);

  const plain = await rawGet(`${withoutModule.url}/${entry}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(original)).toBe(true);
  expect(plain.headers.vary).toBe('Accept-Encoding');
});

test('a port already taken is reported before nginx starts', async () => {
  const blocker = createServer();
  const port = await freePort();
  await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
  try {
    await expect(startNginxStore({ storeDir, port })).rejects.toThrow(
      `cannot start nginx on 127.0.0.1:${port}: something already listens there`,
    );
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
});

test('an nginx that exits at start is reported with its own message', async () => {
  // 192.0.2.1 (TEST-NET-1) is no address of this machine: nginx cannot bind it, and says so.
  await expect(startNginxStore({ storeDir, port: await freePort(), host: '192.0.2.1' })).rejects.toThrow(
    /^nginx exited with code 1: .*bind\(\) to 192\.0\.2\.1:\d+ failed/s,
  );
});

test('a store path nginx would misread is refused before nginx starts', async () => {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const values = { listen: '127.0.0.1:1', storeDir: '/srv/store', brotli: true, modulesDir: '/usr/lib/nginx/modules' };
  expect(() => renderNginxConfig(template, { ...values, storeDir: '/srv/my store' })).toThrow(
    `cannot render the nginx config: STORE_DIR "/srv/my store" is empty or holds a space or one of ;{}"'$#\\`,
  );
  expect(() => renderNginxConfig(template, { ...values, storeDir: '/srv/store;' })).toThrow(/STORE_DIR/);

  const rendered = renderNginxConfig(template, values);
  expect(rendered).toContain('\nload_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
  expect(rendered).toContain('\n    brotli_static on;');
  const withoutModule = renderNginxConfig(template, { ...values, brotli: false });
  expect(withoutModule).toContain('\n# load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
  expect(withoutModule).toContain('\n    # brotli_static on;');
  expect(rendered).toContain('\n#   {{STORE_DIR}}     absolute path of the store');
  expect(rendered).toContain('\n    root /srv/store;');
  expect(() => renderNginxConfig(`${template}\nlisten {{HOST}};`, values)).toThrow(
    'cannot render the nginx config: {{HOST}} has no value',
  );
});
