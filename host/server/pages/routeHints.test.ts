import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { remoteManifestSchema } from '@mfp/shared/compatibility';
import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';
import { recordedRouteHints, routeHints } from './routeHints';

const manifest = remoteManifestSchema.parse(catalogManifest);
const exposeChunks = manifest.exposes.find((expose) => expose.path === './App')?.assets?.js?.sync ?? [];
const chunkIntegrity = Object.fromEntries(
  exposeChunks.map((file, index) => [file, `sha384-${String(index).repeat(64)}`]),
);
const release = { manifest, chunkIntegrity };
const base = `${TEST_STORE_ORIGIN}/remotes/catalog/1.0.0`;
const integrity = { manifest: `sha384-${'m'.repeat(64)}`, entry: `sha384-${'e'.repeat(64)}` };

describe('routeHints', () => {
  it('hints the manifest, remoteEntry.js and the exposed module chunks with their integrity, beside the manifest', () => {
    expect(exposeChunks.length).toBeGreaterThan(0);
    expect(routeHints(testRegistryEntry('catalog'), release)).toEqual([
      { href: `${base}/mf-manifest.json`, as: 'fetch', crossorigin: 'anonymous' },
      { href: `${base}/remoteEntry.js`, as: 'script', crossorigin: 'anonymous' },
      ...exposeChunks.map((file) => ({
        href: `${base}/${file}`,
        as: 'script',
        crossorigin: 'anonymous',
        integrity: chunkIntegrity[file],
      })),
    ]);
  });

  it("repeats the entry's recorded integrity, so the browser can use the preload; not the manifest's (as=fetch)", () => {
    const [manifestHint, entryHint] = routeHints(testRegistryEntry('catalog', { integrity }), release);
    expect(manifestHint).not.toHaveProperty('integrity');
    expect(entryHint?.integrity).toBe(integrity.entry);
  });

  it('follows a remote entry kept in a sub-folder, and an expose other than ./App', () => {
    const custom = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'entry.js', path: 'static/' } },
      exposes: [{ path: './Widget', assets: { js: { sync: ['static/widget.js'], async: [] } } }],
    };
    const hints = routeHints(testRegistryEntry('catalog', { module: './Widget' }), {
      manifest: custom,
      chunkIntegrity: {},
    });
    expect(hints.map((hint) => hint.href)).toEqual([
      `${base}/mf-manifest.json`,
      `${base}/static/entry.js`,
      `${base}/static/widget.js`,
    ]);
  });

  it('hints only the manifest of a remote whose entry is an ES module (Vite), which the page refuses or imports', () => {
    const vite = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', type: 'module' } },
    };
    expect(
      routeHints(testRegistryEntry('catalog', { integrity }), { manifest: vite, chunkIntegrity }).map(
        (hint) => hint.href,
      ),
    ).toEqual([`${base}/mf-manifest.json`]);
  });

  it('makes the same hints from what the deploy recorded as from the release files the server read', () => {
    const entry = testRegistryEntry('catalog', { integrity });
    const preload = {
      entry: 'remoteEntry.js',
      chunks: exposeChunks.map((path) => ({ path, integrity: chunkIntegrity[path] ?? '' })),
    };
    expect(recordedRouteHints(entry, preload)).toEqual(routeHints(entry, release));
    expect(recordedRouteHints(entry, { chunks: preload.chunks }).map((hint) => hint.href)).toEqual([
      `${base}/mf-manifest.json`,
    ]);
  });

  it('hints the entry once, even when the manifest also lists it among the chunks', () => {
    const chunks = [{ path: 'remoteEntry.js', integrity: integrity.entry }];
    const hints = recordedRouteHints(testRegistryEntry('catalog', { integrity }), { entry: 'remoteEntry.js', chunks });
    expect(hints.map((hint) => hint.href)).toEqual([`${base}/mf-manifest.json`, `${base}/remoteEntry.js`]);
  });
});
