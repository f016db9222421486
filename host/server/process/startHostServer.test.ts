import path from 'node:path';
import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { testRegistryEntry } from '@mfp/testing';
import { loadServerConfig } from '../config/config';
import { startHostServer, type RunningHost } from './startServers';
import { makeTempDir, TEST_DIGEST_SECRET, writeFiles } from '../testing/fixtures';

/** A CDN that does not exist (`.invalid` never resolves): whatever the host knows of a release, it read from the store. */
const PUBLIC_URL = 'https://cdn.example.invalid/mfp';
const base = `${PUBLIC_URL}/remotes/catalog/1.0.0`;
const chunkFile = catalogManifest.exposes[0]!.assets.js.sync[0]!;

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="\w+" href="([^"]+)"/g)].map((match) => match[1]);

/** The host server alone, as `npm run serve` starts it, with STORE_PUBLIC_URL on a CDN under a path prefix. */
describe('startHostServer', () => {
  let dir: string;
  let remove: () => Promise<void>;
  let running: RunningHost | undefined;

  beforeAll(async () => {
    ({ dir, remove } = await makeTempDir('serve-host'));
    const entry = testRegistryEntry('catalog', { entry: `${base}/mf-manifest.json` });
    await writeFiles(dir, {
      'dist/index.html': '<!doctype html><title>host</title>',
      'store/registry.json': JSON.stringify({ remotes: [entry] }),
      'store/remotes/catalog/1.0.0/mf-manifest.json': JSON.stringify(catalogManifest),
      [`store/remotes/catalog/1.0.0/${chunkFile}`]: 'chunk();',
    });
    const config = loadServerConfig({
      PORT: '0',
      STORE_PORT: '0',
      HOST: '127.0.0.1',
      HOST_DIST: path.join(dir, 'dist'),
      STORE_DIR: path.join(dir, 'store'),
      STORE_PUBLIC_URL: `${PUBLIC_URL}/`,
      DIGEST_SECRET: TEST_DIGEST_SECRET,
    });
    running = await startHostServer(config, { logger: false });
  });

  afterAll(async () => {
    await running?.close();
    await remove();
  });

  const page = (url: string) => fetch(`${running!.host.url}${url}`, { headers: { accept: 'text/html' } });

  it('serves the pages and the registry, with no store server of its own', async () => {
    expect(Object.keys(running!)).toEqual(['host', 'close']);
    expect(await (await page('/')).text()).toContain('<title>host</title>');
    expect(await (await fetch(`${running!.host.url}/registry.json`)).json()).toEqual({
      remotes: [expect.objectContaining({ entry: `${base}/mf-manifest.json` })],
    });
  });

  it("allows the origin of STORE_PUBLIC_URL in the pages' policy, not its path", async () => {
    const policy = (await page('/')).headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self' https://cdn.example.invalid;");
    expect(policy).not.toContain('/mfp');
  });

  it('hints the files of a release under the path prefix, read from the store rather than from the CDN', async () => {
    await page('/catalog'); // starts reading the release in the background: a page never waits for it
    let hinted: string[] = [];
    for (let attempt = 0; attempt < 50 && hinted.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      hinted = preloads(await (await page('/catalog')).text()) as string[];
    }
    expect(hinted).toEqual([`${base}/mf-manifest.json`, `${base}/remoteEntry.js`, `${base}/${chunkFile}`]);
  });
});
