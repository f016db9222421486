import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StoreError, type Store } from '@mfp/store';
import { UsageError, UserFacingError } from '../lib/userFacingError';
import { deployRelease } from './deployRelease';
import { GateRefusedError } from './gate/gateVerdict';
import { StageFailedError } from './stages';
import { TEST_ORIGIN, testDeploy, writeRemote, type TestDeploy } from './testing/testContext';

let work: string;
let test: TestDeploy;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-deploy-'));
  writeRemote(path.join(work, 'remotes'), 'catalog');
  writeRemote(path.join(work, 'remotes'), 'cart', '2.1.0');
  test = testDeploy(work);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const deploy = (remote = 'catalog', options: { version?: string; force?: boolean } = {}) =>
  deployRelease({ kind: 'deploy', remote, force: options.force ?? false, ...options }, test.context);
const catalogOf = async () => (await test.store.readReleases()).remotes.catalog;
const registryText = () => readFileSync(test.store.layout.registryFile, 'utf8');
const registryEntry = (name = 'catalog') =>
  (JSON.parse(registryText()) as { remotes: Record<string, unknown>[] }).remotes.find((entry) => entry.name === name);
const versionsOf = (name = 'catalog') => readdirSync(test.store.layout.remoteDir(name)).sort();
/** A chunk of the catalog's build whose bytes a test changes to make another build. */
const CHUNK = '41.e71eadc3.js';
const BIG_TEXT = `export const text = ${JSON.stringify('catalog '.repeat(400))};`;

async function failure(work: Promise<unknown>): Promise<Error> {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the command succeeded');
}

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

    expect(registryEntry()).toEqual({
      name: 'catalog',
      title: 'catalog',
      route: '/catalog',
      entry: `${TEST_ORIGIN}/remotes/catalog/${outcome.version}/mf-manifest.json`,
      module: './App',
      version: outcome.version,
      deployedAt: '2026-01-31T10:00:00.000Z',
    });
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
    expect(registryEntry()).toMatchObject({
      version: second.version,
      deployedAt: '2026-01-31T10:01:00.000Z',
      previous: { version: first.version, entry: `${TEST_ORIGIN}/remotes/catalog/${first.version}/mf-manifest.json` },
    });
  });

  it('leaves other remotes as they are', async () => {
    await deploy('cart');
    const cart = registryEntry('cart');
    await deploy('catalog');
    expect(registryEntry('cart')).toEqual(cart);
    expect(registryEntry('cart')).toMatchObject({ version: expect.stringMatching(/^2\.1\.0-/) });
  });
});

describe('immutability', () => {
  it('deploying identical bytes again is a no-op that says so', async () => {
    const first = await deploy();
    const releases = readFileSync(test.store.layout.releasesFile, 'utf8');
    const again = await deploy();
    expect(again).toEqual({ kind: 'already-live', version: first.version });
    expect(readFileSync(test.store.layout.releasesFile, 'utf8')).toBe(releases);
    expect(test.lines).toContainEqual(
      expect.stringContaining('already published with identical bytes: nothing to copy'),
    );
    expect(test.lines).toContainEqual(expect.stringMatching(/is already live with identical bytes: nothing changed/));
  });

  it('switches back to a published version with identical bytes without copying it again', async () => {
    await deploy('catalog', { version: '1.0.0' });
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: 'changed' } });
    await deploy('catalog', { version: '1.1.0' });
    test.builds.set('catalog', { kind: 'release' });
    expect(await deploy('catalog', { version: '1.0.0' })).toEqual({
      kind: 'switched',
      version: '1.0.0',
      previous: '1.1.0',
      published: 'identical',
    });
    expect((await catalogOf())?.history.map((release) => release.version)).toEqual(['1.0.0', '1.1.0', '1.0.0']);
  });

  it('refuses different bytes under a published version, and changes nothing', async () => {
    await deploy('catalog', { version: '1.0.0' });
    const registry = registryText();
    const chunk = path.join(test.store.layout.versionDir('catalog', '1.0.0'), CHUNK);
    const published = readFileSync(chunk, 'utf8');
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: 'changed' } });

    const error = await failure(deploy('catalog', { version: '1.0.0' }));
    expect(error).toBeInstanceOf(StageFailedError);
    expect(error).toMatchObject({ stage: 'publish', cause: expect.any(StoreError) });
    expect(error.message).toMatch(
      /catalog@1\.0\.0 is already published with other content \(published \w{8}, this build \w{8}\).*immutable/,
    );
    expect(error.message).toContain(
      'Nothing was switched: the registry is as it was, and catalog 1.0.0 is still live.',
    );
    expect(readFileSync(chunk, 'utf8')).toBe(published);
    expect(registryText()).toBe(registry);
  });
});

describe('a deploy that fails changes nothing', () => {
  let registry: string;
  let releases: string;

  beforeEach(async () => {
    await deploy();
    registry = registryText();
    releases = readFileSync(test.store.layout.releasesFile, 'utf8');
  });

  const expectUnchanged = () => {
    expect(registryText()).toBe(registry);
    expect(readFileSync(test.store.layout.releasesFile, 'utf8')).toBe(releases);
    expect(versionsOf()).toHaveLength(1);
    expect(readdirSync(test.store.layout.stagingDir)).toEqual([]);
  };

  it('a failing build', async () => {
    const compileError = new UserFacingError('Build of catalog failed. Fix these errors and run again: …');
    test.builds.set('catalog', { kind: 'fails', error: compileError });
    const error = await failure(deploy());
    expect(error).toMatchObject({ stage: 'build', cause: compileError });
    expect(error.message).toMatch(/^build failed after \d+\.\d s: Build of catalog failed/);
    expect(error.message).toMatch(/catalog 1\.0\.0-\w+ is still live\.$/);
    expectUnchanged();
  });

  it('a gate refusal: one line per problem, each with its fix', async () => {
    test.builds.set('catalog', { kind: 'release', without: ['remoteEntry.js'], extra: { [CHUNK]: 'changed' } });
    const error = await failure(deploy());
    expect(error).toMatchObject({ stage: 'check', cause: expect.any(GateRefusedError) });
    expect(error.message).toContain('The gate refused catalog');
    expect(error.message).toContain(
      '  - the manifest names remoteEntry.js (the entry), which the release does not have',
    );
    expect(error.message).toContain('pass --force to deploy anyway');
    expectUnchanged();
  });

  it('a full disk while publishing', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const store: Store = { ...test.store, publish: () => Promise.reject(full) };
    test.context = { ...test.context, store };
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: 'changed' } });
    const error = await failure(deploy());
    expect(error).toMatchObject({ stage: 'publish', cause: full });
    expect(error.message).toMatch(/^publish failed after \d+\.\d s: Error: ENOSPC: no space left on device/);
    expectUnchanged();
  });

  it('an unknown remote, which lists the known ones', async () => {
    const error = await failure(deploy('catalgo'));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toMatch(/^unknown remote "catalgo": there is no .*Known remotes: cart, catalog\.$/);
    expectUnchanged();
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
    expect(registryEntry()).toMatchObject({ previous: { version: first.version } });
  });
});
