import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { buildFileIntegrity } from './buildFileIntegrity';
import { releasePreload } from './releasePreload';
import { sriOf } from './releaseIntegrity';

const [chunk = ''] = catalogManifest.exposes[0]?.assets.js.sync ?? [];

describe('releasePreload', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mfp-preload-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = async (manifest: unknown, files: Record<string, string> = {}) => {
    await writeFile(path.join(dir, REMOTE_MANIFEST_FILE), JSON.stringify(manifest));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    return buildFileIntegrity(dir);
  };

  it("records the entry and each expose's synchronous chunks with the integrity of their bytes", async () => {
    const files = await write(catalogManifest, { [REMOTE_ENTRY_FILE]: 'entry();', [chunk]: 'app();' });
    expect(chunk).toMatch(/\.js$/);
    await expect(releasePreload(dir, files)).resolves.toEqual({
      entry: REMOTE_ENTRY_FILE,
      exposes: { './App': [{ path: chunk, integrity: sriOf(Buffer.from('app();')) }] },
      styles: { './App': [] },
    });
  });

  it("records each expose's synchronous stylesheets with the integrity of their bytes, not its lazy ones", async () => {
    const manifest = structuredClone(catalogManifest);
    const [expose] = manifest.exposes;
    if (expose) expose.assets.css = { sync: ['./app.css'], async: ['lazy.css'] } as never;
    const files = await write(manifest, { [chunk]: 'app();', 'app.css': 'a{}', 'lazy.css': 'b{}' });
    expect((await releasePreload(dir, files))?.styles).toEqual({
      './App': [{ path: 'app.css', integrity: sriOf(Buffer.from('a{}')) }],
    });
  });

  it('records no entry for an entry that is no classic script: a page does not preload it', async () => {
    const manifest = structuredClone(catalogManifest);
    manifest.metaData.remoteEntry.type = 'module';
    const files = await write(manifest, { [chunk]: 'app();' });
    expect((await releasePreload(dir, files))?.entry).toBeUndefined();
  });

  it.each([
    ['a chunk the build lacks', catalogManifest, {}],
    [
      'a chunk outside the release',
      { ...catalogManifest, exposes: [{ path: './App', assets: { js: { sync: ['../x.js'], async: [] } } }] },
      { '../x.js': 'x' },
    ],
    [
      'a stylesheet the build lacks',
      {
        ...catalogManifest,
        exposes: [{ path: './App', assets: { js: { sync: [], async: [] }, css: { sync: ['app.css'], async: [] } } }],
      },
      {},
    ],
  ])('records nothing for %s: the server then learns the files itself', async (_case, manifest, extra) => {
    const files = { ...(await write(manifest)), ...extra };
    await expect(releasePreload(dir, files)).resolves.toBeUndefined();
  });

  it('records nothing without a readable manifest', async () => {
    await expect(releasePreload(dir, {})).resolves.toBeUndefined();
    await writeFile(path.join(dir, REMOTE_MANIFEST_FILE), '{');
    await expect(releasePreload(dir, {})).resolves.toBeUndefined();
  });
});
