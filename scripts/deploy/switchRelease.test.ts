import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exitCodeOf, isExpectedError } from '../lib/runMain';
import { GateRefusedError } from '@mfp/deploy';
import { switchRelease } from './switchRelease';
import {
  CATALOG_CHUNK as CHUNK,
  failureOf as failure,
  registryEntry as registryEntryOf,
  registryText as registryTextOf,
  TEST_ORIGIN,
  deployWith,
  deployWorkspace,
  releasesOf,
  type TestWorkspace,
} from './testing/testContext';

let test: TestWorkspace;

beforeEach(async () => {
  test = deployWorkspace({ catalog: '1.0.0' }, 'mfp-rollback-');
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: version } });
    await deployWith(test, 'catalog', { version });
  }
  test.lines.length = 0;
});
afterEach(() => test.remove());

const rollback = (force = false) => switchRelease({ kind: 'rollback', remote: 'catalog', force }, test.context);
const switchTo = (version: string, force = false) =>
  switchRelease({ kind: 'switch', remote: 'catalog', version, force }, test.context);
const catalogOf = () => releasesOf(test);
const registryText = () => registryTextOf(test.store);
const registryEntry = () => registryEntryOf(test.store, 'catalog');

describe('--rollback', () => {
  it('goes to the previous release, records a rollback, and switches the registry', async () => {
    expect(await rollback()).toEqual({
      kind: 'switched',
      version: '1.1.0',
      previous: '1.2.0',
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(registryEntry()).toMatchObject({
      version: '1.1.0',
      entry: `${TEST_ORIGIN}/remotes/catalog/1.1.0/mf-manifest.json`,
      deployedAt: '2026-01-31T10:03:00.000Z',
      previous: { version: '1.0.0' },
    });
    expect((await catalogOf())?.history.at(-1)).toEqual({
      action: 'rollback',
      version: '1.1.0',
      at: '2026-01-31T10:03:00.000Z',
      contentHash: await test.store.versionContentHash('catalog', '1.1.0'),
      user: 'ana',
      host: 'build-1',
    });
    // Nothing is built or copied: only the check and the switch run.
    expect(test.lines.filter((line) => line.startsWith('▶'))).toContainEqual('▶ check catalog@1.1.0 (published)');
    expect(test.lines).not.toContainEqual(expect.stringMatching(/^▶ (build|publish)/));
  });

  it('walks further back each time, and says so when there is nothing left', async () => {
    await rollback();
    expect(await rollback()).toMatchObject({ version: '1.0.0', previous: '1.1.0' });
    expect(registryEntry()).not.toHaveProperty('previous');
    const error = await failure(rollback());
    expect(error).toMatchObject({ code: 'no-previous-release' });
    expect(isExpectedError(error)).toBe(true);
    expect(exitCodeOf(error)).toBe(1);
    expect(error.message).toMatch(
      /has no earlier release to roll back to .*--to <version>; published: 1\.0\.0, 1\.1\.0, 1\.2\.0\./,
    );
  });

  it('skips a release whose folder was deleted', async () => {
    rmSync(test.store.layout.versionDir('catalog', '1.1.0'), { recursive: true });
    expect(await rollback()).toMatchObject({ version: '1.0.0' });
  });
});

describe('--to', () => {
  it('goes to any published version, older or newer, after checking it again', async () => {
    expect(await switchTo('1.0.0')).toMatchObject({ kind: 'switched', version: '1.0.0', previous: '1.2.0' });
    expect(test.lines).toContainEqual(expect.stringMatching(/gate passed/));
    expect(await switchTo('1.2.0')).toMatchObject({ version: '1.2.0', previous: '1.0.0' });
    expect(registryEntry()).toMatchObject({ version: '1.2.0', previous: { version: '1.0.0' } });
  });

  it('lists the published versions when the version is not one of them', async () => {
    const registry = registryText();
    const error = await failure(switchTo('1.3.0'));
    expect(error).toMatchObject({ code: 'version-unknown' });
    expect(exitCodeOf(error)).toBe(2);
    expect(error.message).toBe(
      'catalog@1.3.0 is not published, so it cannot go live. Published versions of catalog: 1.0.0, 1.1.0, 1.2.0.',
    );
    expect(registryText()).toBe(registry);
  });

  it('does nothing when the version is live already', async () => {
    const releases = readFileSync(test.store.layout.releasesFile, 'utf8');
    expect(await switchTo('1.2.0')).toEqual({ kind: 'already-live', version: '1.2.0' });
    expect(readFileSync(test.store.layout.releasesFile, 'utf8')).toBe(releases);
  });

  it('refuses a published version the gate refuses now, unless forced, which is recorded', async () => {
    rmSync(path.join(test.store.layout.versionDir('catalog', '1.0.0'), 'remoteEntry.js'));
    const registry = registryText();
    const error = await failure(switchTo('1.0.0'));
    expect(error).toMatchObject({ stage: 'check', cause: expect.any(GateRefusedError) });
    expect(error.message).toContain('names remoteEntry.js (the entry), which the release does not have');
    expect(error.message).toContain('catalog 1.2.0 is still live.');
    expect(registryText()).toBe(registry);

    await switchTo('1.0.0', true);
    expect((await catalogOf())?.history.at(-1)).toMatchObject({
      action: 'rollback',
      version: '1.0.0',
      forced: { problems: [expect.stringContaining('remoteEntry.js')] },
    });
  });

  it('sees every file its deploy recorded, not only those the manifest names: a source map forced into it is refused', async () => {
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: '1.3.0', 'extra.js.map': '{}' } });
    await deployWith(test, 'catalog', { version: '1.3.0', force: true });
    expect(Object.keys((await catalogOf())?.files?.['1.3.0'] ?? {})).toContain('extra.js.map');
    test.builds.set('catalog', { kind: 'release', extra: { [CHUNK]: '1.4.0' } });
    await deployWith(test, 'catalog', { version: '1.4.0' });
    const error = await failure(switchTo('1.3.0'));
    expect(error).toMatchObject({ stage: 'check', cause: expect.any(GateRefusedError) });
    expect(error.message).toMatch(/publishes source maps: 1 \.map file \(extra\.js\.map\)/);
  });
});

it('refuses a remote without releases, listing those with releases', async () => {
  const error = await failure(switchRelease({ kind: 'rollback', remote: 'cart', force: false }, test.context));
  expect(error).toMatchObject({ code: 'remote-unknown' });
  expect(exitCodeOf(error)).toBe(2);
  expect(error.message).toMatch(
    /^cart has no releases in the store .*Remotes with releases: catalog\. Deploy it first/,
  );
});
