import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { RegistryEntry } from '@mfp/shared/registry';
import { TEST_STORE_ORIGIN } from '@mfp/testing';
import Fastify from 'fastify';
import { snapshotOf } from '../registry/registrySnapshot';
import { makeTempDir, writeFiles } from '../testing/fixtures';
import { createHostPage } from './hostPage';

/** The built host's index.html as `npm run build` writes it (minified, with its preloads), for realistic bytes. */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>MFP Shop</title><link rel=icon href=data:,><script defer src=/main.js></script>' +
  ['204.f6e35b23', '325.2745cd52', '409.dde16a90', '470.786abdb8', '540.e9e58750', '694.0679ad14', '696.ae7144ae']
    .map((chunk) => `<link rel=preload as=script href=/${chunk}.js>`)
    .join('') +
  '</head><body style=margin:0><div id=root></div></body></html>';

/** Distinct, incompressible values per remote and version, as real hashes are. */
const sri = (seed: string) => `sha384-${createHash('sha384').update(seed).digest('base64')}`;
const hex = (seed: string) => createHash('sha256').update(seed).digest('hex').slice(0, 8);

/** A remote as `registryFromReleases` writes it after two deploys: previous release, integrity and preload hints. */
function deployedRemote(index: number): RegistryEntry {
  const name = index === 0 ? 'catalog' : `remote_${index}`;
  const version = `1.0.${index}-${hex(`${name} live`)}`;
  const previousVersion = `1.0.${index}-${hex(`${name} previous`)}`;
  const at = (v: string) => `${TEST_STORE_ORIGIN}/remotes/${name}/${encodeURIComponent(v)}/mf-manifest.json`;
  return {
    name,
    title: index === 0 ? 'Catalog' : `Remote ${index}`,
    route: index === 0 ? '/catalog' : `/remote-${index}`,
    entry: at(version),
    module: './App',
    version,
    deployedAt: new Date(
      Date.UTC(2026, 10, 1 + (index % 28), index % 24, (index * 7) % 60, (index * 13) % 60),
    ).toISOString(),
    previous: {
      version: previousVersion,
      entry: at(previousVersion),
      integrity: { manifest: sri(`${name} pm`), entry: sri(`${name} pe`) },
    },
    integrity: { manifest: sri(`${name} m`), entry: sri(`${name} e`) },
    preload: {
      entry: 'remoteEntry.js',
      chunks: [{ path: `__federation_expose_App.${hex(`${name} app`)}.js`, integrity: sri(`${name} c`) }],
    },
  };
}

/** gzip bytes (default level) of the page a first visit of /catalog gets, with `count` remotes in the registry. */
async function pageBytes(hostDist: string, count: number): Promise<{ page: number; wholeRegistry: number }> {
  const document = { remotes: Array.from({ length: count }, (_, index) => deployedRemote(index)) };
  // As the store writes it (formatRegistry): indented JSON.
  const bytes = Buffer.from(`${JSON.stringify(document, null, 2)}\n`);
  const app = Fastify();
  app.get(
    '/*',
    createHostPage({
      hostDist,
      registry: { current: () => Promise.resolve(snapshotOf({ kind: 'found', bytes, revision: `${count}` })) },
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      overrideOrigins: undefined,
      policy: "default-src 'self'",
      releases: { peek: () => undefined },
    }),
  );
  const page = (await app.inject({ url: '/catalog' })).rawPayload;
  await app.close();
  return { page: gzipSync(page).length, wholeRegistry: gzipSync(JSON.stringify(document)).length };
}

/**
 * What a growing registry costs the first page (issue 21, item 6; decision 0043): bytes, which do not flake, at 2, 10,
 * 50 and 200 remotes. The page carries its route's entry and the navigation, never every entry with its integrity
 * values, which do not compress.
 */
describe('host page bytes as the registry grows', () => {
  const sizes = [2, 10, 50, 200];
  let measured: Map<number, { page: number; wholeRegistry: number }>;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('page-bytes');
    remove = temp.remove;
    await writeFiles(temp.dir, { 'index.html': INDEX_HTML });
    measured = new Map();
    for (const size of sizes) measured.set(size, await pageBytes(temp.dir, size));
  });
  afterAll(() => remove());

  const perRemote = (size: number, of: 'page' | 'wholeRegistry') =>
    (measured.get(size)![of] - measured.get(2)![of]) / (size - 2);

  it.each(sizes.slice(1))('grows by at most 150 bytes gzip per remote up to %i remotes', (size) => {
    expect(perRemote(size, 'page')).toBeLessThanOrEqual(150);
  });

  it('would grow by more than that with the whole registry inlined, as it was', () => {
    expect(perRemote(200, 'wholeRegistry')).toBeGreaterThan(150);
  });

  it('reports its figures when asked (PAGE_BYTES_REPORT=1), for docs/performance.md and decision 0043', () => {
    if (process.env.PAGE_BYTES_REPORT === '1') {
      for (const size of sizes) {
        const { page, wholeRegistry } = measured.get(size)!;
        process.stdout.write(`${size} remotes: page ${page} B gzip, whole registry ${wholeRegistry} B gzip\n`);
      }
    }
    expect(measured.size).toBe(sizes.length);
  });
});
