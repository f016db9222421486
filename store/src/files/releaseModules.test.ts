import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { MAX_MODULE_FILES } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { buildFileIntegrity } from './buildFileIntegrity';
import { releaseModules } from './releaseModules';
import { sriOf } from './releaseIntegrity';

/** The catalog manifest with an ES-module entry, as @module-federation/vite writes it. */
function moduleManifest() {
  const manifest = structuredClone(catalogManifest);
  manifest.metaData.remoteEntry.type = 'module';
  return manifest;
}

describe('releaseModules', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mfp-modules-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = async (manifest: unknown, files: Record<string, string>) => {
    await writeFile(path.join(dir, REMOTE_MANIFEST_FILE), JSON.stringify(manifest));
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    return buildFileIntegrity(dir);
  };

  it('records every JS file of an ES-module release but the entry, with the integrity of its bytes', async () => {
    const files = await write(moduleManifest(), {
      [REMOTE_ENTRY_FILE]: 'import "./assets/dist.js";',
      'assets/dist.js': 'dist();',
      'assets/App.js': 'app();',
      'assets/App.css': 'h2 {}',
    });
    await expect(releaseModules(dir, files)).resolves.toEqual({
      'assets/App.js': sriOf(Buffer.from('app();')),
      'assets/dist.js': sriOf(Buffer.from('dist();')),
    });
  });

  it('records nothing for a classic-script entry: its registry entry stays as it was', async () => {
    const files = await write(catalogManifest, { [REMOTE_ENTRY_FILE]: 'entry();', 'assets/App.js': 'app();' });
    await expect(releaseModules(dir, files)).resolves.toBeUndefined();
  });

  it('records nothing beyond the bound, or for a path a registry entry cannot carry: the host then refuses it', async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_MODULE_FILES + 1 }, (_, index) => [`assets/m${index}.js`, `m${index}();`]),
    );
    await expect(releaseModules(dir, await write(moduleManifest(), many))).resolves.toBeUndefined();
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir);
    const hidden = await write(moduleManifest(), { 'assets/.hidden.js': 'x();' });
    await expect(releaseModules(dir, hidden)).resolves.toBeUndefined();
  });

  it('records nothing for a build without a manifest', async () => {
    await expect(releaseModules(dir, {})).resolves.toBeUndefined();
  });
});
