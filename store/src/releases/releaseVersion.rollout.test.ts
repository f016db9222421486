import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StoredRegistryDocument } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { contentHash } from '../files/contentHash';
import { commandRollout } from '../rollouts/commandRollout';
import { startRollout } from '../rollouts/startRollout';
import { release } from '../testing/releases';
import { releaseVersion, type ReleaseRequest } from './releaseVersion';
import { updateReleases } from './updateReleases';

const ORIGIN = 'http://localhost:3100';
const description = { title: 'Catalog', route: '/catalog', module: './App' };
const actor = { user: 'tok_catalog', host: 'deploy-api-1', tokenId: 'tok_catalog' };

let work: string;
let store: FolderStore;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-release-rollout-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** The request that publishes a build of `version` and makes it live, as a deploy does. */
async function deployOf(version: string, minute: number): Promise<ReleaseRequest> {
  const distDir = path.join(work, version);
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, REMOTE_MANIFEST_FILE), JSON.stringify({ version }));
  writeFileSync(path.join(distDir, REMOTE_ENTRY_FILE), `/* ${version} */`);
  const hash = await contentHash(distDir);
  return {
    remote: 'catalog',
    release: release('deploy', version, minute, { contentHash: hash }),
    storePublicUrl: ORIGIN,
    description,
    build: { distDir, print: () => {} },
  };
}

const startOf = (version: string) =>
  updateReleases(store, ORIGIN, (releases) => {
    const now = new Date(Date.UTC(2026, 0, 31, 11));
    startRollout(releases.remotes.catalog!, 'catalog', {
      version,
      steps: [25, 100],
      intervalMs: 60_000,
      by: actor,
      now,
    });
    return { kind: 'changed', result: undefined };
  });

/** Live 1.1.0 (1.0.0 before it), 2.0.0 published without switching and rolled out to 25%. */
async function withRollout(): Promise<void> {
  await releaseVersion(store, await deployOf('1.0.0', 0));
  await releaseVersion(store, await deployOf('1.1.0', 1));
  await releaseVersion(store, { ...(await deployOf('2.0.0', 2)), goLive: false });
  await startOf('2.0.0');
}

const storedFiles = () =>
  ['releases.json', 'registry.json'].map((file) => readFileSync(path.join(work, 'store', file), 'utf8'));

const storedEntry = async () => {
  const read = await store.readRegistry();
  if (read.kind === 'missing') throw new Error('no registry');
  return (JSON.parse(read.bytes.toString()) as StoredRegistryDocument).remotes[0]!;
};

describe('releaseVersion while the remote has a rollout (decision 0079)', () => {
  it('refuses a switch before anything is published, recorded or switched, saying how to end the rollout', async () => {
    await withRollout();
    const before = storedFiles();
    const refusal = releaseVersion(store, await deployOf('3.0.0', 3));
    await expect(refusal).rejects.toMatchObject({ kind: 'rollout-refused' });
    await expect(refusal).rejects.toThrow(
      'catalog has a rollout of 2.0.0 at 25%: a deploy that switches now would change the release it is compared ' +
        'with. End it first (mfp rollout promote catalog, or mfp rollout abort catalog), or publish this release ' +
        'without switching (--no-switch).',
    );
    expect(storedFiles()).toEqual(before);
    expect(await store.versionExists('catalog', '3.0.0')).toBe(false);
  });

  it('refuses a paused rollout too, in the words of the caller, and under the lock when it started meanwhile', async () => {
    await releaseVersion(store, await deployOf('1.0.0', 0));
    await releaseVersion(store, { ...(await deployOf('2.0.0', 2)), goLive: false });
    const endRolloutCommands = { promote: 'npm run deploy -- catalog --rollout promote', abort: 'the abort' };
    // The rollout starts after the check before publishing, while this release is being published.
    const request: ReleaseRequest = {
      ...(await deployOf('3.0.0', 3)),
      endRolloutCommands,
      step: async (name, work) => {
        if (name === 'switch') {
          await startOf('2.0.0');
          await updateReleases(store, ORIGIN, (releases) => {
            commandRollout(releases, 'catalog', 'pause', { actor, now: new Date() });
            return { kind: 'changed', result: undefined };
          });
        }
        return work();
      },
    };
    const before = (await store.readReleases()).remotes.catalog!.history;
    await expect(releaseVersion(store, request)).rejects.toThrow(
      /at 25%, paused: .*End it first \(npm run deploy -- catalog --rollout promote, or the abort\)/,
    );
    const catalog = (await store.readReleases()).remotes.catalog!;
    expect(catalog.history).toEqual(before);
    expect(catalog).toMatchObject({ live: '1.0.0', rollout: { version: '2.0.0', state: 'paused' } });
  });

  it('publishes without switching, and lets the live version through, leaving the rollout running', async () => {
    await withRollout();
    const outcome = await releaseVersion(store, { ...(await deployOf('3.0.0', 3)), goLive: false });
    expect(outcome).toMatchObject({ kind: 'published-only', live: '1.1.0' });
    expect(await releaseVersion(store, await deployOf('1.1.0', 4))).toMatchObject({ kind: 'already-live' });
    expect((await store.readReleases()).remotes.catalog!.rollout).toMatchObject({ version: '2.0.0', state: 'running' });
  });

  it('ends the rollout as aborted in the same write as a rollback, by whoever rolled back, with why', async () => {
    await withRollout();
    expect(await storedEntry()).toHaveProperty('rollout');
    const hash = await store.versionContentHash('catalog', '1.0.0');
    const rollback = release('rollback', '1.0.0', 5, { contentHash: hash, ...actor, client: '10.0.0.7' });
    const writes = jest.spyOn(store, 'writeReleases');
    const outcome = await releaseVersion(store, {
      remote: 'catalog',
      release: rollback,
      storePublicUrl: ORIGIN,
      duringRollout: 'abort',
    });
    const ended = {
      version: '2.0.0',
      outcome: 'aborted',
      by: 'command',
      reason: 'the live release was rolled back to 1.0.0',
      at: rollback.at,
      share: 25,
      actor: { ...actor, client: '10.0.0.7' },
    };
    expect(outcome).toMatchObject({ kind: 'switched', previous: '1.1.0', abortedRollout: ended });
    expect(writes).toHaveBeenCalledTimes(1);
    const catalog = (await store.readReleases()).remotes.catalog!;
    expect(catalog.live).toBe('1.0.0');
    expect(catalog.rollout).toBeUndefined();
    expect(catalog.rollouts).toEqual([expect.objectContaining(ended)]);
    const entry = await storedEntry();
    expect(entry).toMatchObject({ version: '1.0.0' });
    expect(entry).not.toHaveProperty('rollout');
  });

  it("says so when the switch goes to the rollout's own version: live for everyone, unjudged", async () => {
    await withRollout();
    const hash = await store.versionContentHash('catalog', '2.0.0');
    const to = release('rollback', '2.0.0', 5, { contentHash: hash, ...actor });
    await releaseVersion(store, { remote: 'catalog', release: to, storePublicUrl: ORIGIN, duringRollout: 'abort' });
    const catalog = (await store.readReleases()).remotes.catalog!;
    expect(catalog.live).toBe('2.0.0');
    expect(catalog.rollouts?.at(-1)).toMatchObject({
      outcome: 'aborted',
      reason: '2.0.0 was made live by a rollback before its rollout finished',
    });
  });
});
