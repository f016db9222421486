import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { contentHash } from '../files/contentHash';
import { releaseIntegrity, sriOf } from '../files/releaseIntegrity';
import { StoreError } from '../StoreError';
import { release } from '../testing/releases';
import { releaseVersion, type ReleaseRequest } from './releaseVersion';

const ORIGIN = 'http://localhost:3100';
const description = { title: 'Catalog', route: '/catalog', module: './App' };
const quiet = () => {};

let work: string;
let store: FolderStore;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-release-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A build folder with a manifest and an entry holding `text`, and the release that would make it live. */
async function build(name: string, version: string, text: string, action: 'deploy' | 'seed' = 'deploy') {
  const distDir = path.join(work, name);
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, REMOTE_MANIFEST_FILE), JSON.stringify({ text }));
  writeFileSync(path.join(distDir, REMOTE_ENTRY_FILE), `/* ${text} */`);
  writeFileSync(path.join(distDir, '.stamp'), 'bookkeeping');
  const hash = await contentHash(distDir, { exclude: ['.stamp'] });
  const request: ReleaseRequest = {
    remote: 'catalog',
    release: release(action, version, 0, { contentHash: hash }),
    storePublicUrl: ORIGIN,
    description,
    inputHash: `input-${text}`,
    build: { distDir, exclude: ['.stamp'], print: quiet },
  };
  return { distDir, request };
}

const registryVersion = async () => {
  const read = await store.readRegistry();
  if (read.kind === 'missing') return undefined;
  return (JSON.parse(read.bytes.toString()) as { remotes: { version: string }[] }).remotes[0]?.version;
};

describe('releaseVersion', () => {
  it('publishes a new version, records its integrity, input hash and release, and switches the registry', async () => {
    const { distDir, request } = await build('one', '1.0.0', 'one');
    const steps: string[] = [];
    const outcome = await releaseVersion(store, {
      ...request,
      step: (name, run) => {
        steps.push(name);
        return run();
      },
    });
    expect(outcome).toEqual({
      kind: 'switched',
      previous: undefined,
      published: { kind: 'copied', location: store.versionLocation('catalog', '1.0.0') },
    });
    expect(steps).toEqual(['publish', 'switch']);
    expect(await store.readVersionFile('catalog', '1.0.0', '.stamp')).toBeUndefined();
    const catalog = (await store.readReleases()).remotes.catalog!;
    expect(catalog).toMatchObject({ ...description, live: '1.0.0', hashes: { '1.0.0': 'input-one' } });
    expect(catalog.history).toEqual([request.release]);
    expect(catalog.integrity?.['1.0.0']).toEqual(await releaseIntegrity(distDir));
    // Every published file, each with the integrity of its published bytes; the excluded bookkeeping is not one.
    const files = catalog.files?.['1.0.0'] ?? {};
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(files).not.toHaveProperty('.stamp');
    for (const [file, integrity] of Object.entries(files))
      expect(integrity).toBe(sriOf((await store.readVersionFile('catalog', '1.0.0', file))!));
    expect(await registryVersion()).toBe('1.0.0');
  });

  it('records what a page preloads of a version with a real manifest, and the registry entry carries it', async () => {
    const { distDir, request } = await build('real', '1.0.0', 'real');
    const [chunk = ''] = catalogManifest.exposes[0]?.assets.js.sync ?? [];
    writeFileSync(path.join(distDir, REMOTE_MANIFEST_FILE), JSON.stringify(catalogManifest));
    writeFileSync(path.join(distDir, chunk), 'app();');
    const hash = await contentHash(distDir, { exclude: ['.stamp'] });
    await releaseVersion(store, { ...request, release: { ...request.release, contentHash: hash } });
    const chunks = [{ path: chunk, integrity: sriOf(Buffer.from('app();')) }];
    const catalog = (await store.readReleases()).remotes.catalog!;
    // No stylesheet in this manifest: an empty list, recorded (a release recorded before decision 0066 has none).
    expect(catalog.preload?.['1.0.0']).toEqual({
      entry: REMOTE_ENTRY_FILE,
      exposes: { './App': chunks },
      styles: { './App': [] },
    });
    const read = await store.readRegistry();
    const [entry] = read.kind === 'found' ? (JSON.parse(read.bytes.toString()) as RegistryDocument).remotes : [];
    expect(entry?.preload).toEqual({ entry: REMOTE_ENTRY_FILE, chunks, styles: [] });
  });

  it('copies nothing for a version published with identical bytes, and says so', async () => {
    const { request } = await build('one', '1.0.0', 'one');
    await releaseVersion(store, request);
    const second = await build('two', '2.0.0', 'two');
    await releaseVersion(store, second.request);
    const told: string[] = [];
    const outcome = await releaseVersion(store, {
      ...request,
      release: { ...request.release, at: new Date(0).toISOString() },
      build: { ...request.build!, onPublished: (published) => told.push(published.kind) },
    });
    expect(outcome).toEqual({ kind: 'switched', previous: '2.0.0', published: { kind: 'identical' } });
    expect(told).toEqual(['identical']);
    expect(await registryVersion()).toBe('1.0.0');
  });

  it('refuses a published version with other bytes, and changes no record', async () => {
    await releaseVersion(store, (await build('one', '1.0.0', 'one')).request);
    const before = await store.readReleases();
    const other = await build('other', '1.0.0', 'other');
    const error = await releaseVersion(store, {
      ...other.request,
      build: { ...other.request.build!, newVersionHint: 'Use --version.' },
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(StoreError);
    expect(error instanceof StoreError && error.kind).toBe('version-published');
    expect(error instanceof Error && error.message).toMatch(/already published with other content.*Use --version\./);
    expect(await store.readReleases()).toEqual(before);
  });

  it('leaves a live version as it is by default, and refreshes its hashes when asked', async () => {
    const { request } = await build('one', '1.0.0', 'one');
    await releaseVersion(store, request);
    const before = await store.readReleases();
    expect(await releaseVersion(store, { ...request, inputHash: 'input-new' })).toEqual({
      kind: 'already-live',
      published: { kind: 'identical' },
    });
    expect(await store.readReleases()).toEqual(before);
    await releaseVersion(store, { ...request, inputHash: 'input-new', whenLive: 'refresh' });
    const catalog = (await store.readReleases()).remotes.catalog!;
    expect(catalog.hashes['1.0.0']).toBe('input-new');
    expect(catalog.history).toHaveLength(1);
  });

  it('switches to a published version without a build, keeping the description and recorded integrity', async () => {
    const one = await build('one', '1.0.0', 'one');
    await releaseVersion(store, one.request);
    await releaseVersion(store, (await build('two', '2.0.0', 'two')).request);
    const integrity = (await store.readReleases()).remotes.catalog!.integrity;
    const rollback = release('rollback', '1.0.0', 9, { contentHash: one.request.release.contentHash });
    const steps: string[] = [];
    const outcome = await releaseVersion(store, {
      remote: 'catalog',
      release: rollback,
      storePublicUrl: ORIGIN,
      step: (name, run) => {
        steps.push(name);
        return run();
      },
    });
    expect(outcome).toEqual({ kind: 'switched', previous: '2.0.0', published: { kind: 'none' } });
    expect(steps).toEqual(['switch']);
    const catalog = (await store.readReleases()).remotes.catalog!;
    expect(catalog).toMatchObject({ ...description, live: '1.0.0', integrity });
    expect(catalog.history.at(-1)).toEqual(rollback);
    expect(await registryVersion()).toBe('1.0.0');
  });

  it('changes nothing when confirm refuses under the lock', async () => {
    await releaseVersion(store, (await build('one', '1.0.0', 'one')).request);
    const before = await store.readReleases();
    const { request } = await build('two', '2.0.0', 'two');
    const seen: (string | undefined)[] = [];
    await expect(
      releaseVersion(store, {
        ...request,
        confirm: (current) => {
          seen.push(current?.live);
          throw new Error('live changed meanwhile');
        },
      }),
    ).rejects.toThrow('live changed meanwhile');
    expect(seen).toEqual(['1.0.0']);
    expect(await store.readReleases()).toEqual(before);
    expect(await registryVersion()).toBe('1.0.0');
  });

  it('refuses a version that cannot name a folder before any work', async () => {
    const { request } = await build('one', '../1.0.0', 'one');
    const error = await releaseVersion(store, request).catch((thrown: unknown) => thrown);
    expect(error instanceof StoreError && error.kind).toBe('invalid-location');
    expect(await store.readReleases()).toEqual({ remotes: {} });
  });

  describe('without going live (--no-switch)', () => {
    it('publishes and records the version beside the live one, which stays live, and offers it to previews', async () => {
      await releaseVersion(store, (await build('one', '1.0.0', 'one')).request);
      const { distDir, request } = await build('two', '1.1.0', 'two');
      const outcome = await releaseVersion(store, { ...request, goLive: false });
      expect(outcome).toMatchObject({ kind: 'published-only', live: '1.0.0', published: { kind: 'copied' } });
      const catalog = (await store.readReleases()).remotes.catalog!;
      expect(catalog.live).toBe('1.0.0');
      expect(catalog.history.map((event) => event.version)).toEqual(['1.0.0']);
      expect(catalog.published).toEqual([
        expect.objectContaining({ version: '1.1.0', contentHash: request.release.contentHash }),
      ]);
      expect(catalog.integrity?.['1.1.0']).toEqual(await releaseIntegrity(distDir));
      expect(await registryVersion()).toBe('1.0.0');
      const read = await store.readRegistry();
      const stored = read.kind === 'found' ? (JSON.parse(read.bytes.toString()) as RegistryDocument) : undefined;
      expect(stored?.remotes[0]).toMatchObject({ previews: [{ version: '1.1.0' }] });
    });

    it('refuses a remote with no live release, recording nothing', async () => {
      const { request } = await build('one', '1.0.0', 'one');
      const refusal = releaseVersion(store, { ...request, goLive: false });
      await expect(refusal).rejects.toMatchObject({ kind: 'rollout-refused' });
      await expect(refusal).rejects.toThrow(/deploy its first release without --no-switch/);
      expect((await store.readReleases()).remotes).toEqual({});
    });
  });
});
