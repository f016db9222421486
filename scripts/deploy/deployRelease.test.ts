import { sriOf } from '@mfp/store/files';
import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CATALOG_CHUNK,
  registryEntry,
  TEST_ORIGIN,
  deployWith,
  deployWorkspace,
  releasesOf,
  type TestWorkspace,
} from './testing/testContext';

let test: TestWorkspace;

beforeEach(() => {
  test = deployWorkspace({ catalog: '1.0.0', cart: '2.1.0' });
});
afterEach(() => test.remove());

const deploy = (remote = 'catalog', options: { version?: string; force?: boolean } = {}) =>
  deployWith(test, remote, options);
const catalogOf = () => releasesOf(test);
const registryEntryOf = (name = 'catalog') => registryEntry(test.store, name);
const CHUNK = CATALOG_CHUNK;
/** The synchronous chunk of the catalog's `./App` in the manifest the test builds write. */
const EXPOSE_CHUNK = catalogManifest.exposes[0]?.assets.js.sync[0] ?? '';
const BIG_TEXT = `export const text = ${JSON.stringify('catalog '.repeat(400))};`;

describe('deploy', () => {
  it('builds, checks, publishes and switches: the version is the package version plus the content hash', async () => {
    test.builds.set('catalog', { kind: 'release', extra: { 'big.js': BIG_TEXT } });
    const outcome = await deploy();
    if (outcome.kind !== 'switched') throw new Error(`not switched: ${outcome.kind}`);
    expect(outcome.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect(outcome.published).toBe('copied');

    const folder = test.store.layout.versionDir('catalog', outcome.version);
    expect(existsSync(path.join(folder, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(folder, '.build-stamp'))).toBe(false);
    // Precompressed before the folder became visible.
    expect(existsSync(path.join(folder, 'big.js.br'))).toBe(true);
    expect(existsSync(path.join(folder, 'big.js.gz'))).toBe(true);

    expect(registryEntryOf()).toEqual({
      name: 'catalog',
      title: 'catalog',
      route: '/catalog',
      entry: `${TEST_ORIGIN}/remotes/catalog/${outcome.version}/mf-manifest.json`,
      module: './App',
      version: outcome.version,
      deployedAt: '2026-01-31T10:00:00.000Z',
      integrity: {
        manifest: sriOf(readFileSync(path.join(folder, 'mf-manifest.json'))),
        entry: sriOf(readFileSync(path.join(folder, 'remoteEntry.js'))),
      },
      // What a host page preloads, recorded from the published bytes (decision 0042).
      preload: {
        entry: 'remoteEntry.js',
        chunks: [{ path: EXPOSE_CHUNK, integrity: sriOf(readFileSync(path.join(folder, EXPOSE_CHUNK))) }],
        // The catalog links no stylesheet (decision 0066).
        styles: [],
      },
    });
    expect((await catalogOf())?.integrity).toEqual({ [outcome.version]: registryEntryOf()?.integrity });
    expect((await catalogOf())?.history).toEqual([
      {
        action: 'deploy',
        version: outcome.version,
        at: '2026-01-31T10:00:00.000Z',
        contentHash: await test.store.versionContentHash('catalog', outcome.version),
        user: 'ana',
        host: 'build-1',
      },
    ]);
    const published = await test.store.versionContentHash('catalog', outcome.version);
    expect(outcome.version).toBe(`1.0.0-${published.slice(0, 8)}`);
    expect((await catalogOf())?.hashes).toEqual({ [outcome.version]: 'input of catalog' });
  });

  it('prints each stage with its duration, and a summary', async () => {
    await deploy();
    const stages = test.lines.filter((line) => /^[▶✓] /.test(line));
    expect(stages.slice(0, 8)).toEqual([
      '▶ build catalog',
      expect.stringMatching(/^✓ build \d+\.\d s$/),
      '▶ check the gate',
      expect.stringMatching(/^✓ check \d+\.\d s$/),
      expect.stringMatching(/^▶ publish catalog@1\.0\.0-/),
      expect.stringMatching(/^✓ publish \d+\.\d s$/),
      '▶ switch the registry',
      expect.stringMatching(/^✓ switch \d+\.\d s$/),
    ]);
    expect(test.lines).toContainEqual(
      expect.stringMatching(
        /^✓ catalog 1\.0\.0-\w+ is live: build .* s, check .* s, publish .* s, switch .* s; .* in all/,
      ),
    );
  });

  it('names the previous known-good release in the registry after a second deploy', async () => {
    const first = await deploy();
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: 'changed' } });
    const second = await deploy();
    expect(second).toMatchObject({ kind: 'switched', previous: first.version });
    expect(registryEntryOf()).toMatchObject({
      version: second.version,
      deployedAt: '2026-01-31T10:01:00.000Z',
      previous: { version: first.version, entry: `${TEST_ORIGIN}/remotes/catalog/${first.version}/mf-manifest.json` },
    });
  });

  it('leaves other remotes as they are', async () => {
    await deploy('cart');
    const cart = registryEntryOf('cart');
    await deploy('catalog');
    expect(registryEntryOf('cart')).toEqual(cart);
    expect(registryEntryOf('cart')).toMatchObject({ version: expect.stringMatching(/^2\.1\.0-/) });
  });
});

describe('--force', () => {
  it('deploys over the gate with a warning, records what it overrode, and never counts as known good', async () => {
    const first = await deploy();
    test.builds.set('catalog', { kind: 'release', without: ['remoteEntry.js'] });
    const forced = await deploy('catalog', { force: true });
    expect(forced.kind).toBe('switched');
    expect(test.lines).toContainEqual('  ⚠ --force: deploying catalog over 1 gate problem:');
    expect((await catalogOf())?.history.at(-1)).toMatchObject({
      action: 'deploy',
      forced: { problems: [expect.stringMatching(/names remoteEntry\.js \(the entry\)/)] },
    });
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: 'third' } });
    await deploy();
    // The forced release sits between: the fallback skips it.
    expect(registryEntryOf()).toMatchObject({ previous: { version: first.version } });
  });
});
