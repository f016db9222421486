import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from './createFolderStore';
import type { ReleasesFile } from './releasesFile';
import { StoreError } from './StoreError';

let storeDir: string;
let store: FolderStore;

const good: ReleasesFile = {
  remotes: {
    catalog: {
      title: 'Catalog',
      route: '/catalog',
      module: './App',
      live: '1.0.0',
      source: 'seed',
      history: ['1.0.0'],
      hashes: { '1.0.0': 'abc' },
    },
  },
};

const releasesPath = () => store.layout.releasesFile;
const writeRaw = (text: string) => writeFileSync(releasesPath(), text);

async function readError(): Promise<Error> {
  try {
    await store.readReleases();
  } catch (error) {
    return error as Error;
  }
  throw new Error('readReleases accepted a bad file');
}

beforeEach(() => {
  storeDir = mkdtempSync(path.join(os.tmpdir(), 'mfp-releases-'));
  store = createFolderStore({ dir: storeDir });
});

afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

describe('readReleases', () => {
  it('reads an empty store as no releases', async () => {
    expect(await store.readReleases()).toEqual({ remotes: {} });
  });

  it('reads a missing store folder as no releases, without creating it', async () => {
    const missing = createFolderStore({ dir: path.join(storeDir, 'not-yet') });
    expect(await missing.readReleases()).toEqual({ remotes: {} });
    expect(await missing.versionExists('catalog', '1.0.0')).toBe(false);
  });

  it('reads back what writeReleases wrote', async () => {
    await store.writeReleases(good);
    expect(await store.readReleases()).toEqual(good);
    expect(readFileSync(releasesPath(), 'utf8').endsWith('\n')).toBe(true);
  });

  it('keeps fields it does not know, so a rewrite does not lose them', async () => {
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, note: 'hand-made' } } }));
    expect((await store.readReleases()).remotes.catalog).toMatchObject({ note: 'hand-made' });
  });

  it('names the file and how to fix it when the JSON is malformed', async () => {
    writeRaw('{"remotes": {');
    const error = await readError();
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).kind).toBe('releases-corrupt');
    expect(error.message).toContain(releasesPath());
    expect(error.message).toContain('not valid JSON');
    expect(error.message).toMatch(/delete .* run npm start/);
  });

  it('names the remote and the field when an entry lacks one', async () => {
    const { hashes: _hashes, ...withoutHashes } = good.remotes.catalog!;
    writeRaw(JSON.stringify({ remotes: { catalog: withoutHashes } }));
    const { message } = await readError();
    expect(message).toContain(releasesPath());
    expect(message).toContain('remote "catalog", field "hashes"');
  });

  it('rejects a bad source, a bad remote name and a missing "remotes"', async () => {
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, source: 'manual' } } }));
    expect((await readError()).message).toContain('remote "catalog", field "source"');
    writeRaw(JSON.stringify({ remotes: { 'My-Remote': good.remotes.catalog } }));
    expect((await readError()).message).toContain('remote "My-Remote": is not a valid remote name');
    writeRaw('[]');
    expect((await readError()).message).toContain(releasesPath());
  });
});
