import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@mfp/shared/registry';
import { createFolderStore } from '../createFolderStore';
import type { ReleasesFile } from '../records/releasesFile';
import { StoreError } from '../StoreError';

// Every path below is inside a fresh temporary folder: these tests must never point at a real file of the machine.
let work: string;
let storeDir: string;
let distDir: string;

const document: RegistryDocument = {
  remotes: [
    {
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
      module: './App',
    },
  ],
};
const releases: ReleasesFile = { remotes: {} };

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-guards-'));
  storeDir = path.join(work, 'store');
  distDir = path.join(work, 'dist');
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'mf-manifest.json'), '{}');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

const file = (...parts: string[]) => path.join(work, ...parts);
const write = (target: string, content: string) => {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
};

describe('the registry file', () => {
  it('is written inside the store by default, atomically, and read back as bytes', async () => {
    const store = createFolderStore({ dir: storeDir });
    expect(await store.readRegistry()).toEqual({ kind: 'missing', location: path.join(storeDir, 'registry.json') });
    await store.writeRegistry(document);
    const read = await store.readRegistry();
    expect(read.kind).toBe('found');
    expect(JSON.parse(read.kind === 'found' ? read.bytes.toString('utf8') : '')).toEqual(document);
    expect(readdirSync(storeDir)).toEqual(['registry.json']);
  });

  it('may be any new file inside the store, in a subfolder too', async () => {
    const registryFile = path.join(storeDir, 'public', 'registry.json');
    await createFolderStore({ dir: storeDir, registryFile }).writeRegistry(document);
    expect(JSON.parse(readFileSync(registryFile, 'utf8'))).toEqual(document);
  });

  it('may replace a registry document outside the store (REGISTRY_FILE over an existing registry)', async () => {
    const registryFile = file('srv', 'registry.json');
    write(registryFile, '{"remotes":[]}');
    const store = createFolderStore({ dir: storeDir, registryFile });
    await store.checkWritable();
    await store.writeRegistry(document);
    expect(JSON.parse(readFileSync(registryFile, 'utf8'))).toEqual(document);
  });

  it.each([
    ['not a registry', '{"name":"my-app","version":"1.0.0"}', 'it has no "remotes" list'],
    ['not JSON', 'root:x:0:0:root:/root:/bin/bash\n', 'it is not JSON'],
  ])(
    'refuses REGISTRY_FILE outside the store at a file that is %s, and leaves it untouched',
    async (_what, content, why) => {
      const registryFile = file('elsewhere', 'passwd');
      write(registryFile, content);
      const store = createFolderStore({ dir: storeDir, registryFile });
      const refusal = store.writeRegistry(document);
      await expect(refusal).rejects.toThrow(StoreError);
      await expect(refusal).rejects.toMatchObject({ kind: 'registry-file-refused' });
      await expect(refusal).rejects.toThrow(
        `REGISTRY_FILE=${registryFile} is outside the store (STORE_DIR=${storeDir}) and does not hold a registry ` +
          `document (${why}), so the platform refuses to write it: outside the store, it only replaces an existing ` +
          `registry. Unset REGISTRY_FILE to use ${path.join(storeDir, 'registry.json')}, point it at a new file ` +
          `inside STORE_DIR (${storeDir}), or at an existing registry file.`,
      );
      await expect(store.checkWritable()).rejects.toMatchObject({ kind: 'registry-file-refused' });
      expect(readFileSync(registryFile, 'utf8')).toBe(content);
      expect(readdirSync(path.dirname(registryFile))).toEqual(['passwd']);
    },
  );

  it('refuses REGISTRY_FILE outside the store where no file is, and creates nothing', async () => {
    const registryFile = file('elsewhere', 'registry.json');
    const store = createFolderStore({ dir: storeDir, registryFile });
    await expect(store.writeRegistry(document)).rejects.toThrow(/\(it does not exist\)/);
    expect(existsSync(file('elsewhere'))).toBe(false);
  });

  it('refuses REGISTRY_FILE at a folder outside the store', async () => {
    mkdirSync(file('elsewhere'));
    const store = createFolderStore({ dir: storeDir, registryFile: file('elsewhere') });
    await expect(store.writeRegistry(document)).rejects.toThrow(/\(it is a folder\)/);
  });

  it.each([
    ['the releases', 'releases.json'],
    ['a published version', 'remotes/catalog/1.0.0/mf-manifest.json'],
    ['the staging folder', '.staging/x.json'],
    ['the store itself', '.'],
  ])('refuses REGISTRY_FILE over %s, which it would destroy', async (_what, relative) => {
    const registryFile = path.join(storeDir, relative);
    const store = createFolderStore({ dir: storeDir, registryFile });
    await expect(store.writeRegistry(document)).rejects.toThrow(
      /^REGISTRY_FILE=.* is the store itself or one of its own parts .*Unset REGISTRY_FILE to use/,
    );
    expect(existsSync(storeDir)).toBe(false);
  });
});

describe('the store folder', () => {
  it('is created on the first write when it does not exist', async () => {
    const store = createFolderStore({ dir: storeDir });
    await store.checkWritable();
    await store.writeReleases(releases);
    expect(readdirSync(storeDir)).toEqual(['releases.json']);
  });

  it('may be a store that holds only its registry so far', async () => {
    const store = createFolderStore({ dir: storeDir });
    await store.writeRegistry(document);
    write(path.join(storeDir, 'notes.txt'), "the team's notes");
    await store.writeRegistry({ remotes: [] });
    await store.writeReleases(releases);
    expect(JSON.parse(readFileSync(store.layout.registryFile, 'utf8'))).toEqual({ remotes: [] });
  });

  it('may be an empty folder or an existing store', async () => {
    mkdirSync(storeDir);
    await createFolderStore({ dir: storeDir }).publish('catalog', '1.0.0', distDir);
    await createFolderStore({ dir: storeDir }).writeReleases(releases);
    await createFolderStore({ dir: storeDir }).writeRegistry(document);
    expect(readdirSync(storeDir).sort()).toEqual(['.staging', 'registry.json', 'releases.json', 'remotes']);
  });

  it('refuses STORE_DIR at a folder of other files, for every write, and writes nothing there', async () => {
    write(path.join(storeDir, 'notes.txt'), 'mine');
    write(path.join(storeDir, 'registry.json'), 'my own registry.json, not the platform one');
    const store = createFolderStore({ dir: storeDir });
    const message =
      `STORE_DIR=${storeDir} holds other files and no store (none of releases.json, remotes, .staging, .secrets, .aggregates, .locks, nor a ` +
      `registry.json holding a registry): the platform would write its own files among them and could overwrite ` +
      `one. Point STORE_DIR at a new or empty folder, or at an existing store, or unset it to use the default .store ` +
      `folder.`;
    await expect(store.checkWritable()).rejects.toThrow(message);
    await expect(store.writeRegistry(document)).rejects.toMatchObject({ kind: 'store-dir-refused', message });
    await expect(store.writeReleases(releases)).rejects.toThrow(message);
    await expect(store.publish('catalog', '1.0.0', distDir)).rejects.toThrow(message);
    expect(readdirSync(storeDir).sort()).toEqual(['notes.txt', 'registry.json']);
    expect(readFileSync(path.join(storeDir, 'registry.json'), 'utf8')).toBe(
      'my own registry.json, not the platform one',
    );
  });

  it('refuses STORE_DIR at a file', async () => {
    write(storeDir, 'a file');
    const store = createFolderStore({ dir: storeDir });
    await expect(store.writeReleases(releases)).rejects.toThrow(`STORE_DIR=${storeDir} is a file, not a folder.`);
    expect(readFileSync(storeDir, 'utf8')).toBe('a file');
  });
});
