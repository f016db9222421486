import { REMOTE_NAME_RULE } from '@mfp/shared/registry';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import type { ReleasesFile } from './releasesFile';
import { StoreError } from '../StoreError';

let storeDir: string;
let store: FolderStore;

const seeded = {
  action: 'seed',
  version: '1.0.0',
  at: '2026-01-31T10:00:00.000Z',
  contentHash: 'c'.repeat(64),
  user: 'ana',
  host: 'build-1',
} as const;

const good: ReleasesFile = {
  remotes: {
    catalog: {
      title: 'Catalog',
      route: '/catalog',
      module: './App',
      live: '1.0.0',
      history: [seeded],
      hashes: { '1.0.0': 'abc' },
    },
  },
};

/** A remote as the first releases files wrote it, before each release was recorded. */
const legacy = {
  title: 'Catalog',
  route: '/catalog',
  module: './App',
  live: '1.1.0',
  source: 'deploy',
  history: ['1.0.0', '1.1.0'],
  hashes: { '1.0.0': 'abc', '1.1.0': 'def' },
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

  it('reads a file written before the history recorded releases: its versions become unrecorded entries', async () => {
    writeRaw(JSON.stringify({ remotes: { catalog: legacy } }));
    const catalog = (await store.readReleases()).remotes.catalog;
    expect(catalog).toEqual({
      title: 'Catalog',
      route: '/catalog',
      module: './App',
      live: '1.1.0',
      history: [
        { action: 'unrecorded', version: '1.0.0' },
        // `source` said how the live one went live; it stays with that entry.
        { action: 'unrecorded', version: '1.1.0', source: 'deploy' },
      ],
      hashes: { '1.0.0': 'abc', '1.1.0': 'def' },
    });
    expect(catalog).not.toHaveProperty('source');
  });

  it('keeps old and new entries together when a new release is added to an old file', async () => {
    writeRaw(
      JSON.stringify({
        remotes: { catalog: { ...legacy, live: '1.0.0', history: ['1.0.0', '1.1.0', seeded] } },
      }),
    );
    const releases = await store.readReleases();
    await store.writeReleases(releases);
    expect(await store.readReleases()).toEqual(releases);
    expect(releases.remotes.catalog?.history).toEqual([
      { action: 'unrecorded', version: '1.0.0' },
      { action: 'unrecorded', version: '1.1.0' },
      seeded,
    ]);
  });

  it('records a live version edited by hand as an unrecorded release, rather than losing it', async () => {
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, live: '0.9.0' } } }));
    expect((await store.readReleases()).remotes.catalog?.history).toEqual([
      seeded,
      { action: 'unrecorded', version: '0.9.0' },
    ]);
  });

  it('names the remote, the entry and the field of a bad history entry', async () => {
    const history = [{ ...seeded, at: 'yesterday' }];
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, history } } }));
    expect((await readError()).message).toContain('remote "catalog", field "history.0.at"');
    writeRaw(
      JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, history: [{ ...seeded, action: 'x' }] } } }),
    );
    expect((await readError()).message).toMatch(
      /remote "catalog", field "history\.0\.action": .*'deploy' \| 'rollback' \| 'seed'/,
    );
  });

  it('names the version and the field of a preload record that could leave the release or is no integrity', async () => {
    const chunk = { path: '../x.js', integrity: `sha384-${'a'.repeat(64)}` };
    const preload = { '1.0.0': { entry: 'remoteEntry.js', exposes: { './App': [chunk] } } };
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, preload } } }));
    expect((await readError()).message).toContain('remote "catalog", field "preload.1.0.0.exposes../App.0.path"');
    preload['1.0.0'].exposes['./App'] = [{ ...chunk, path: 'x.js', integrity: 'md5-x' }];
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, preload } } }));
    expect((await readError()).message).toContain('field "preload.1.0.0.exposes../App.0.integrity"');
  });

  it('rejects a bad source, a bad remote name and a missing "remotes"', async () => {
    writeRaw(JSON.stringify({ remotes: { catalog: { ...legacy, source: 'manual' } } }));
    expect((await readError()).message).toContain('remote "catalog", field "source"');
    writeRaw(JSON.stringify({ remotes: { 'My-Remote': good.remotes.catalog } }));
    expect((await readError()).message).toContain(
      `remote "My-Remote": is not a valid remote name, which must be ${REMOTE_NAME_RULE}`,
    );
    writeRaw('[]');
    expect((await readError()).message).toContain(releasesPath());
  });
});
