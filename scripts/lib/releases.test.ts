import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReleases, releasesPath, writeReleases, type ReleasesFile } from './releases';
import { UserFacingError } from './userFacingError';

let storeDir: string;

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

const writeRaw = (text: string) => writeFileSync(releasesPath(storeDir), text);

function readError(): Error {
  try {
    readReleases(storeDir);
  } catch (error) {
    return error as Error;
  }
  throw new Error('readReleases accepted a bad file');
}

beforeEach(() => {
  storeDir = mkdtempSync(path.join(os.tmpdir(), 'mfp-releases-'));
});

afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

describe('readReleases', () => {
  it('reads an empty store as no releases', () => {
    expect(readReleases(storeDir)).toEqual({ remotes: {} });
  });

  it('reads back what writeReleases wrote', () => {
    writeReleases(storeDir, good);
    expect(readReleases(storeDir)).toEqual(good);
    expect(readFileSync(releasesPath(storeDir), 'utf8').endsWith('\n')).toBe(true);
  });

  it('keeps fields it does not know, so a rewrite does not lose them', () => {
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, note: 'hand-made' } } }));
    expect(readReleases(storeDir).remotes.catalog).toMatchObject({ note: 'hand-made' });
  });

  it('names the file and how to fix it when the JSON is malformed', () => {
    writeRaw('{"remotes": {');
    const error = readError();
    expect(error).toBeInstanceOf(UserFacingError);
    expect(error.message).toContain(releasesPath(storeDir));
    expect(error.message).toContain('not valid JSON');
    expect(error.message).toMatch(/delete .* run npm start/);
  });

  it('names the remote and the field when an entry lacks one', () => {
    const { hashes: _hashes, ...withoutHashes } = good.remotes.catalog!;
    writeRaw(JSON.stringify({ remotes: { catalog: withoutHashes } }));
    const { message } = readError();
    expect(message).toContain(releasesPath(storeDir));
    expect(message).toContain('remote "catalog", field "hashes"');
  });

  it('rejects a bad source, a bad remote name and a missing "remotes"', () => {
    writeRaw(JSON.stringify({ remotes: { catalog: { ...good.remotes.catalog, source: 'manual' } } }));
    expect(readError().message).toContain('remote "catalog", field "source"');
    writeRaw(JSON.stringify({ remotes: { 'My-Remote': good.remotes.catalog } }));
    expect(readError().message).toContain('remote "My-Remote": is not a valid remote name');
    writeRaw('[]');
    expect(readError().message).toContain(releasesPath(storeDir));
  });
});
