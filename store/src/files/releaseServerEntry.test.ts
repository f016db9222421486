import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildFileIntegrity } from './buildFileIntegrity';
import { sriOf } from './releaseIntegrity';
import { releaseServerEntry } from './releaseServerEntry';

const MANIFEST = {
  schemaVersion: 1,
  name: 'catalog',
  entry: 'catalog.0123abcd.js',
  exposes: ['./App'],
  shared: { react: '19.3.1' },
};

describe('releaseServerEntry', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mfp-server-entry-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = async (files: Record<string, string>) => {
    await mkdir(path.join(dir, 'server'), { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    return buildFileIntegrity(dir);
  };

  it("records the server script's path in the release and the integrity of its bytes", async () => {
    const files = await write({
      'server/mfp-server.json': JSON.stringify(MANIFEST),
      'server/catalog.0123abcd.js': 'app();',
    });
    await expect(releaseServerEntry(dir, files)).resolves.toEqual({
      entry: 'server/catalog.0123abcd.js',
      integrity: sriOf(Buffer.from('app();')),
    });
  });

  it.each([
    ['no server build', {}],
    ['a manifest that is not JSON', { 'server/mfp-server.json': '{' }],
    ['a manifest of another shape', { 'server/mfp-server.json': JSON.stringify({ ...MANIFEST, schemaVersion: 2 }) }],
    ['a script the build lacks', { 'server/mfp-server.json': JSON.stringify(MANIFEST) }],
  ])('records nothing for %s: the release renders in the browser only', async (_case, extra) => {
    const files = await write(extra);
    await expect(releaseServerEntry(dir, files)).resolves.toBeUndefined();
  });
});
