import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StoreError } from '@mfp/store';
import type { ReleasesStore } from '@mfp/store/releases';
import { UsageError, UserFacingError } from '@mfp/settings/command';
import { GateRefusedError, StageFailedError } from '@mfp/deploy';
import {
  CATALOG_CHUNK,
  failureOf as failure,
  registryText as registryTextOf,
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
const registryText = () => registryTextOf(test.store);
const versionsOf = (name = 'catalog') => readdirSync(test.store.layout.remoteDir(name)).sort();
const CHUNK = CATALOG_CHUNK;

describe('immutability', () => {
  it('deploying identical bytes again is a no-op that says so', async () => {
    const first = await deploy();
    const releases = readFileSync(test.store.layout.releasesFile, 'utf8');
    const again = await deploy();
    expect(again).toEqual({ kind: 'already-live', version: first.version, contentHash: first.contentHash });
    expect(readFileSync(test.store.layout.releasesFile, 'utf8')).toBe(releases);
    expect(test.lines).toContainEqual(
      expect.stringContaining('already published with identical bytes: nothing to copy'),
    );
    expect(test.lines).toContainEqual(expect.stringMatching(/is already live with identical bytes: nothing changed/));
  });

  it('switches back to a published version with identical bytes without copying it again', async () => {
    const first = await deploy('catalog', { version: '1.0.0' });
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: 'changed' } });
    await deploy('catalog', { version: '1.1.0' });
    test.builds.set('catalog', { kind: 'release' });
    expect(await deploy('catalog', { version: '1.0.0' })).toEqual({
      kind: 'switched',
      version: '1.0.0',
      contentHash: first.contentHash,
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
      '  - file-missing: the manifest names remoteEntry.js (the entry), which the release does not have',
    );
    expect(error.message).toContain('pass --force to deploy anyway');
    expectUnchanged();
  });

  it('a full disk while publishing', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const store: ReleasesStore = { ...test.store, publish: () => Promise.reject(full) };
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
